import {
  RELEASES_HEADER,
  REMOTE_NAMES,
  type RemoteName,
  type RemotesConfig,
} from '@shop/shared/contracts/remote-names';

/**
 * Where each remote's manifest lives, from the server (never from the build): a team redeploys with no shell rebuild.
 * Checked by hand rather than with the zod contract, which would put zod on the start-up path of every page.
 */
export function parseRemotesConfig(value: unknown): RemotesConfig {
  if (!value || typeof value !== 'object') throw new Error('the remotes config is not an object');
  const config: RemotesConfig = {};
  for (const name of REMOTE_NAMES) {
    const entry = (value as Record<string, { entry?: unknown } | undefined>)[name]?.entry;
    if (typeof entry === 'string') config[name] = { entry };
  }
  return config;
}

/**
 * The config from `/remotes.json`, for a page the server did not render (it embeds the config in the page), and the
 * live releases it names.
 */
export async function loadRemotesConfig(): Promise<{ remotes: RemotesConfig; releases: string | null }> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return { remotes: parseRemotesConfig(await response.json()), releases: response.headers.get(RELEASES_HEADER) };
}

/** The federation runtime's remote list for a config: name = the key, so modules are `catalog/WebshopPage`. */
export function toFederationRemotes(config: RemotesConfig) {
  return REMOTE_NAMES.filter((name) => config[name]).map((name: RemoteName) => ({
    name,
    entry: config[name]?.entry ?? '',
  }));
}
