import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ServerRenderer } from '@shop/shared/ssr';
import { toFederationRemotes } from '../federation/remotesConfig';

/**
 * Remotes on the server: each one's Node build, `server/remoteEntry.js` beside its browser manifest (decision 011),
 * fetched and run at runtime by the federation runtime's Node plugin, so a new build of a remote is picked up without
 * rebuilding the shell or restarting the API. No fallback plugin here: a remote that fails throws, and React leaves
 * its Suspense boundary to the browser.
 */

/** `https://cdn/catalog/mf-manifest.json` → `https://cdn/catalog/server/remoteEntry.js`. */
export function serverEntryOf(manifestUrl: string): string {
  return new URL('server/remoteEntry.js', manifestUrl).href;
}

/**
 * Registers the remotes, or with `names` registers those again after a redeploy (the runtime then forgets their
 * code and loads the new build on next use). `origin` makes the config's relative URLs absolute (the API's own
 * address), as the Node runtime fetches over HTTP.
 */
export const registerServerRemotes: ServerRenderer['registerServerRemotes'] = (config, origin, names) => {
  const remotes = toFederationRemotes(config)
    .filter((remote) => !names || names.includes(remote.name))
    .map((remote) => ({ name: remote.name, entry: serverEntryOf(new URL(remote.entry, origin).href) }));
  registerRemotes(remotes, { force: names !== undefined });
};

export { loadRemote };
