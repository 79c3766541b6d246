import type { FastifyPluginAsync } from 'fastify';
import { isRemoteName, isReservedPath, remoteDistDir, shellDistDir, warnAboutMissingDistFolders } from './dist-folders';

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

  app.get<{ Params: { '*': string } }>('/*', (request, reply) => {
    const file = request.params['*'];
    // `/` is a page like any other (rendered on the server); the shell's Node build is not published.
    if (file === '' || file === 'index.html' || file.startsWith('server/') || isReservedPath(file) || refused(file)) {
      return reply.callNotFound();
    }
    return reply.sendFile(file, shellDistDir(staticRoot));
  });
};

export default staticFileRoutes;
