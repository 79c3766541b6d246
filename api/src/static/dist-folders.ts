import { stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type ReleasePackage, type RemoteName } from '@shop/shared/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/** Where the built frontends live under STATIC_ROOT (the repo root by default). */
export const shellDistDir = (staticRoot: string) => path.join(staticRoot, 'shell', 'dist');
export const remoteDistDir = (staticRoot: string, remote: RemoteName) => path.join(staticRoot, `mf-${remote}`, 'dist');

/** Where `pnpm release` keeps one release of a package (decision 020): its browser build, `server/` inside. */
export const releaseDir = (staticRoot: string, pkg: ReleasePackage, releaseId: string) =>
  path.join(staticRoot, 'releases', pkg, releaseId);
/** The folder of the shell that is live: its release's, or `shell/dist` without one. */
export const liveShellDir = (staticRoot: string, liveShellRelease: string | undefined) =>
  liveShellRelease ? releaseDir(staticRoot, 'shell', liveShellRelease) : shellDistDir(staticRoot);
/** A package's build in place, served when it has no live release. */
export const packageDistDir = (staticRoot: string, pkg: ReleasePackage) =>
  pkg === 'shell' ? shellDistDir(staticRoot) : remoteDistDir(staticRoot, pkg);

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** Paths the SPA never owns: the API, remote assets and sockets answer their own 404s. */
export function isReservedPath(urlPath: string): boolean {
  return /^\/?(api|mf|ws)(\/|$)/.test(urlPath);
}

/** File types the shell's build can contain: a missing one is a 404, never the page. */
const ASSET_EXTENSION = /\.(js|mjs|css|map|json|txt|xml|ico|png|jpe?g|gif|webp|avif|svg|woff2?|ttf|br|gz)$/i;

/**
 * A navigation to a client-side route (history API): it gets the shell's index.html. Clients that send no Accept
 * header or accept any type (curl, crawlers, link checkers) count as navigations; a request for JSON only does not.
 */
export function isShellNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const urlPath = request.url.split('?', 1)[0] ?? '/';
  if (isReservedPath(urlPath) || ASSET_EXTENSION.test(urlPath)) return false;
  const accept = request.headers.accept ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}

export async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

/** Missing builds are normal in development and API tests: serve what exists, say what does not. */
export async function warnAboutMissingDistFolders(staticRoot: string, log: FastifyBaseLogger): Promise<void> {
  const folders = [shellDistDir(staticRoot), ...REMOTE_NAMES.map((remote) => remoteDistDir(staticRoot, remote))];
  for (const folder of folders) {
    const exists = await stat(folder).then(
      (stats) => stats.isDirectory(),
      () => false,
    );
    if (!exists)
      log.warn(`Static folder ${folder} does not exist (not built yet?): its files answer 404 until it does`);
  }
}
