import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemotesConfig } from '@shop/shared/contracts';
import type { RemoteManifests } from '@shop/shared/ssr';

type FetchHook = NonNullable<ModuleFederationRuntimePlugin['fetch']>;

/**
 * The runtime's `fetch` hook for a server-rendered page: a manifest the server put in the page (the one it rendered
 * with, at the URL the config names) is answered from there, so the remote's entry and chunks follow the HTML with no
 * manifest request between; anything else goes to `fetchOtherwise`. Every plugin's `fetch` hook runs, so this one must
 * be the only one, and wraps the retrying fetch. URLs are compared absolute (the runtime asks for the resolved one).
 */
export function answerEmbeddedManifests(
  remotes: RemotesConfig,
  manifests: RemoteManifests,
  fetchOtherwise: FetchHook,
  base = window.location.href,
): FetchHook {
  const byUrl = new Map<string, string>();
  for (const [name, manifest] of Object.entries(manifests)) {
    const entry = remotes[name as keyof RemotesConfig]?.entry;
    if (entry && manifest) byUrl.set(new URL(entry, base).href, JSON.stringify(manifest));
  }
  return (url, init, ...rest) => {
    const manifest = byUrl.get(new URL(url, base).href);
    if (manifest === undefined) return fetchOtherwise(url, init, ...rest);
    return Promise.resolve(new Response(manifest, { headers: { 'content-type': 'application/json' } }));
  };
}
