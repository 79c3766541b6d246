import type { RemoteName } from '@shop/shared/contracts';
import { missingExposes } from './check-exposes';
import { unrenderablePages } from './check-server-render';
import { incompatibleSingletons } from './check-singletons';
import { readManifest } from './manifest';
import { modulesNamedFor } from './named-modules';

export interface RemoteRelease {
  remote: RemoteName;
  /** The remote's built `dist/` folder (its `mf-manifest.json` and `server/`). */
  distDir: string;
  /** The live shell's built `dist/` folder (its `mf-manifest.json` and `server/index.js`). */
  shellDistDir: string;
}

/**
 * Whether a remote's build may go live beside the live shell: the problems that refuse it, none when it may. It must
 * expose every module the site loads from it, share the singletons in the shell's major versions, and its Node build
 * must load and render its pages in the shell's server renderer.
 */
export async function checkRemoteRelease({ remote, distDir, shellDistDir }: RemoteRelease): Promise<string[]> {
  const label = `mf-${remote}`;
  const [manifest, shellManifest] = await Promise.all([readManifest(distDir), readManifest(shellDistDir)]);
  const named = modulesNamedFor(remote);
  const contract = [
    ...missingExposes(label, manifest, named),
    ...incompatibleSingletons(label, manifest, shellManifest),
  ];
  // A page the manifest does not expose cannot render either: say it once.
  const exposed = named.filter(({ expose }) => manifest.exposes.some(({ name }) => `./${name}` === expose));
  return [...contract, ...(await unrenderablePages(label, remote, distDir, manifest, shellDistDir, exposed))];
}
