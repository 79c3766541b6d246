import { REMOTE_NAMES, type RemoteName, RemotesConfig } from '@shop/shared/contracts';

declare global {
  interface Window {
    /** The server may inline /remotes.json here to save a round trip before the first paint. */
    __SHOP_REMOTES__?: unknown;
  }
}

/** Where each remote's manifest lives, from the server (never from the build): a team redeploys with no shell rebuild. */
export async function loadRemotesConfig(): Promise<RemotesConfig> {
  const inlined = window.__SHOP_REMOTES__;
  if (inlined) return RemotesConfig.parse(inlined);
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return RemotesConfig.parse(await response.json());
}

/** The federation runtime's remote list for a config: name = the key, so modules are `catalog/WebshopPage`. */
export function toFederationRemotes(config: RemotesConfig) {
  return REMOTE_NAMES.filter((name) => config[name]).map((name: RemoteName) => ({
    name,
    entry: config[name]?.entry ?? '',
  }));
}
