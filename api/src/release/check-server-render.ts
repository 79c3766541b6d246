import type { RemoteName } from '@shop/shared/contracts';
import type { RemoteModuleId } from '@shop/shared/site';
import { loadServerRenderer } from '../ssr/server-renderer';
import type { FederationManifest } from './manifest';
import type { NamedModule } from './named-modules';
import { serveFolder } from './serve-folder';

const RENDER_TIMEOUT_MS = 15_000;

/** API calls during the check's renders: no data (prefetches fail, which the renderer tolerates as in production). */
const noApi = async () => new Response(null, { status: 503 });

/**
 * Renders each of the remote's pages with the live shell's server renderer (the API's own, api/src/ssr), its Node
 * build loaded by URL as in production. A page whose module does not load there (the Node entry or the module
 * throws), or that throws while it renders (the renderer leaves that part to the browser), is refused. Prefetches run
 * against no API, so this proves the pages load and render without data, not with it.
 */
export async function unrenderablePages(
  label: string,
  remote: RemoteName,
  distDir: string,
  manifest: FederationManifest,
  shellDistDir: string,
  named: NamedModule[],
): Promise<string[]> {
  const ssr = manifest.metaData?.ssrRemoteEntry;
  if (!ssr) return [`${label} has no Node build in its manifest (metaData.ssrRemoteEntry)`];
  const renderer = await loadServerRenderer(shellDistDir);
  if (!renderer) return [`the live shell has no server renderer (${shellDistDir}/server/index.js)`];

  globalThis.__shopServerApi ??= noApi;
  const served = await serveFolder(distDir);
  try {
    const entry = new URL(ssr.path + ssr.name, `${served.origin}/mf-manifest.json`).href;
    // Forget any earlier load of this remote (another build checked in the same process).
    renderer.registerServerRemotes([{ name: remote, entry }], true);
    const problems: string[] = [];
    for (const { expose, usedBy, pagePath } of named) {
      if (!pagePath) continue;
      const id = `${remote}/${expose.slice(2)}` as RemoteModuleId;
      const page = await renderer.render({ url: pagePath, timeoutMs: RENDER_TIMEOUT_MS }).catch((error: unknown) => {
        problems.push(`${label}: ${pagePath} does not render on the server (${usedBy}): ${String(error)}`);
        return undefined;
      });
      if (page && !page.modules.includes(id))
        problems.push(`${label}: its Node build cannot load ${expose} (${usedBy}); the server log above says why`);
      else if (page && page.failedParts.length > 0)
        problems.push(
          `${label}: ${pagePath} (${usedBy}) does not render on the server: ${page.failedParts.join('; ')}`,
        );
    }
    return problems;
  } finally {
    await served.close();
  }
}
