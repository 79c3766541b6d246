import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ServerRenderer } from '@shop/shared/ssr';

/**
 * Remotes on the server: each one's Node build (its manifest names it, `server/remoteEntry.js`; decision 011),
 * fetched and run at runtime by the federation runtime's Node plugin, so a new build of a remote is picked up without
 * rebuilding the shell or restarting the API. No fallback plugin here: a remote that fails throws, and React leaves
 * its Suspense boundary to the browser.
 */
export const registerServerRemotes: ServerRenderer['registerServerRemotes'] = (remotes, redeployed = false) => {
  registerRemotes([...remotes], { force: redeployed });
};

export { loadRemote };
