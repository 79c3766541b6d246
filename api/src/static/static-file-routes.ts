import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { isReleaseId } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import {
  isFile,
  isRemoteName,
  isReservedPath,
  releaseDir,
  remoteDistDir,
  shellDistDir,
  warnAboutMissingDistFolders,
} from './dist-folders';

/**
 * The built frontends (production): the shell at `/`, each remote's dist at `/mf/<name>/`. Files are looked up per
 * request (nothing listed at boot), so a remote's dist can be redeployed while the server runs. Cache headers come
 * from the static plugin; unknown files fall through to the not-found handler (history fallback for navigations).
 */
/** A source map (also pre-compressed): production does not publish the TypeScript source (builds keep them aside). */
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;

export interface StaticFileOptions {
  staticRoot: string;
  /** false in production: `*.map` answers 404. */
  serveSourceMaps: boolean;
}

const staticFileRoutes: FastifyPluginAsync<StaticFileOptions> = async (app, { staticRoot, serveSourceMaps }) => {
  await warnAboutMissingDistFolders(staticRoot, app.log);
  const refused = (file: string) => !serveSourceMaps && SOURCE_MAP.test(file);

  app.get<{ Params: { remote: string; '*': string } }>('/mf/:remote/*', (request, reply) => {
    const { remote, '*': file } = request.params;
    if (!isRemoteName(remote) || refused(file)) return reply.callNotFound();
    // Remotes may be loaded from another origin (a shell on a CDN, a team's preview).
    reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
    return reply.sendFile(file, remoteDistDir(staticRoot, remote));
  });

  // One kept release of a remote (decision 020): the URL names it, so every file is immutable and a page keeps
  // loading the chunks of the release it started with after the next switch.
  app.get<{ Params: { remote: string; release: string; '*': string } }>(
    '/mf/:remote/r/:release/*',
    (request, reply) => {
      const { remote, release, '*': file } = request.params;
      if (!isRemoteName(remote) || !isReleaseId(release) || refused(file)) return reply.callNotFound();
      reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
      return reply.sendFile(file, releaseDir(staticRoot, remote, release));
    },
  );

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const file = request.params['*'];
    // `/` is a page like any other (rendered on the server); the shell's Node build is not published.
    if (file === '' || file === 'index.html' || file.startsWith('server/') || isReservedPath(file) || refused(file)) {
      return reply.callNotFound();
    }
    return reply.sendFile(file, await shellFolderOf(file));
  });

  /**
   * The live shell release's folder, or `shell/dist` without one. A file it lacks may be a lazy chunk of the release
   * an open page started with (hashed names never collide): it is looked up in the other kept shell releases.
   */
  async function shellFolderOf(file: string): Promise<string> {
    const live = app.liveReleases.snapshot.shell;
    if (!live) return shellDistDir(staticRoot);
    const liveDir = releaseDir(staticRoot, 'shell', live);
    if (await isFile(path.join(liveDir, file))) return liveDir;
    const kept = await readdir(path.join(staticRoot, 'releases', 'shell')).catch(() => []);
    for (const release of kept) {
      if (await isFile(path.join(releaseDir(staticRoot, 'shell', release), file)))
        return releaseDir(staticRoot, 'shell', release);
    }
    return liveDir;
  }
};

export default staticFileRoutes;
