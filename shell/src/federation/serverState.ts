import { SERVER_STATE_SCRIPT_ID, type ServerRenderedState } from '@shop/shared/ssr';
import { parseRemotesConfig } from './remotesConfig';

/**
 * What the server wrote into a page it rendered (the remotes config and manifests, the remote modules in the HTML and the
 * prefetched queries), or undefined for a page the browser renders alone. A JSON data block, not a script the CSP would block.
 */
export function readServerState(): ServerRenderedState | undefined {
  const text = document.getElementById(SERVER_STATE_SCRIPT_ID)?.textContent;
  if (!text) return undefined;
  const state = JSON.parse(text) as Partial<ServerRenderedState>;
  return {
    remotes: parseRemotesConfig(state.remotes),
    releases: typeof state.releases === 'string' ? state.releases : '',
    modules: Array.isArray(state.modules) ? state.modules : [],
    manifests: state.manifests && typeof state.manifests === 'object' ? state.manifests : {},
    queryState: state.queryState,
  };
}
