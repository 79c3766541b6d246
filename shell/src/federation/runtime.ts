import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemoteName, RemotesConfig } from '@shop/shared/contracts';
import type { RemoteManifests } from '@shop/shared/ssr';
import { answerEmbeddedManifests } from './embeddedManifests';
import { remoteFallbackPlugin } from './remoteFallbackPlugin';
import { toFederationRemotes } from './remotesConfig';

let registered: RemotesConfig = {};

/**
 * Registers the remotes from the server's config, with retries and a per-route fallback when one stays down. The
 * manifests a server-rendered page carries are read from it, never fetched.
 */
export function startFederation(config: RemotesConfig, manifests: RemoteManifests = {}) {
  registered = config;
  // Layer 1: a flaky network gets a second chance at the manifest and the remote entry.
  const retry = RetryPlugin({ fetch: { retryTimes: 1 }, script: { retryTimes: 1, retryDelay: 500 } });
  registerPlugins([
    { ...retry, fetch: retry.fetch && answerEmbeddedManifests(config, manifests, retry.fetch) },
    // Layer 2: a remote that stays down resolves to the "unavailable" block instead of throwing.
    remoteFallbackPlugin(),
  ]);
  registerRemotes(toFederationRemotes(config));
}

/** Forgets what the runtime cached about a remote so the next load fetches its manifest afresh (the retry button). */
export function resetRemote(name: RemoteName) {
  const remote = toFederationRemotes(registered).find((item) => item.name === name);
  if (remote) registerRemotes([remote], { force: true });
}

export { loadRemote };
