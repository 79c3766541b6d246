import type { RemoteName } from '@shop/shared/contracts';
import type { RemoteModuleId } from '@shop/shared/site';
import { type ComponentType, lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteRetryContext } from './RemoteRetryContext';
import { RemoteUnavailable } from './RemoteUnavailable';
import { UNAVAILABLE_MARK } from './remoteFallbackPlugin';
import { loadRemote, resetRemote } from './runtime';

interface RemoteModuleProps {
  /** `<remote>/<exposed module>`, e.g. `catalog/WebshopPage` (checked against what the remote exposes). */
  id: RemoteModuleId;
  fallback?: React.ReactNode;
  /**
   * A slot in the layout (header search box, compare banner, dialog) rather than a page: when the module cannot be
   * loaded it shows nothing instead of the big "unavailable" block.
   */
  quiet?: boolean;
}

const Nothing = () => null;

/**
 * Mounts one exposed module of a remote. Layer 3 of remote failure handling: an error boundary catches what the
 * runtime plugin could not (a chunk that fails later, a render error), so only this spot degrades.
 */
export function RemoteModule({ id, fallback = null, quiet = false }: RemoteModuleProps) {
  const remote = id.split('/')[0] as RemoteName;
  const [attempt, setAttempt] = useState(0);
  // `attempt` is the retry: a new lazy component loads the module again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is a deliberate re-run trigger
  const Module = useMemo(
    () =>
      lazy(async () => {
        const loaded = await loadRemote<{ default: ComponentType; [UNAVAILABLE_MARK]?: true }>(id);
        if (quiet && (!loaded?.default || loaded[UNAVAILABLE_MARK])) return { default: Nothing };
        if (!loaded?.default) throw new Error(`${id} has no default export`);
        return loaded;
      }),
    [id, attempt, quiet],
  );
  const retry = useCallback((name: RemoteName) => {
    resetRemote(name);
    setAttempt((n) => n + 1);
  }, []);

  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={attempt} fallback={quiet ? null : <RemoteUnavailable remote={remote} />}>
        <Suspense fallback={fallback}>
          <Module />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
