import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@shop/shared/contracts';
import { RemoteUnavailable } from './RemoteUnavailable';

/** Marks the stand-in module, so a quiet slot (the header search box) can show nothing instead of the block. */
export const UNAVAILABLE_MARK = '__shopRemoteUnavailable';

/**
 * `errorLoadRemote` at the end of a failed load (lifecycle `onLoad`): answer with a module whose default export is
 * the localised "unavailable" block, so only that route degrades. Earlier lifecycles expect other shapes, so there
 * the error travels on and ends up here.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[federation] ${id} could not be loaded`, error);
      const remote = id.split('/')[0] as RemoteName;
      return { __esModule: true, [UNAVAILABLE_MARK]: true, default: () => <RemoteUnavailable remote={remote} /> };
    },
  };
}
