import { stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@shop/shared/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/** Where the built frontends live under STATIC_ROOT (the repo root by default). */
export const shellDistDir = (staticRoot: string) => path.join(staticRoot, 'shell', 'dist');
export const remoteDistDir = (staticRoot: string, remote: RemoteName) => path.join(staticRoot, `mf-${remote}`, 'dist');

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** Paths the SPA never owns: the API, remote assets and sockets answer their own 404s. */
export function isReservedPath(urlPath: string): boolean {
  return /^\/?(api|mf|ws)(\/|$)/.test(urlPath);
}

/** A browser navigating to a client-side route (history API): it gets the shell's index.html. */
export function isShellNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const urlPath = request.url.split('?', 1)[0] ?? '/';
  return !isReservedPath(urlPath) && (request.headers.accept ?? '').includes('text/html');
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
