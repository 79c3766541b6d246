import { REMOTE_NAMES, type RemotesConfig, remoteManifestPath } from '@shop/shared/contracts';
import type { ReleaseSnapshot } from './release-store';

/**
 * The remotes config with each live release's own URL: a remote served from this server (the default entry) with a
 * live release is registered at `/mf/<name>/r/<release>/`; one moved elsewhere (`REMOTE_<NAME>_URL`) is left as is.
 */
export function remotesWithReleases(remotes: RemotesConfig, snapshot: ReleaseSnapshot): RemotesConfig {
  const config: RemotesConfig = { ...remotes };
  for (const name of REMOTE_NAMES) {
    const release = snapshot[name];
    if (release && remotes[name]?.entry === remoteManifestPath(name)) {
      config[name] = { entry: remoteManifestPath(name, release) };
    }
  }
  return config;
}
