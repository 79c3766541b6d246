import type { FastifyPluginAsync } from 'fastify';
import {
  isRemoteName,
  isReservedPath,
  remoteDistDir,
  shellDistDir,
  warnAboutMissingDistFolders,
} from '../../static/dist-folders';

/**
 * The built frontends (production): the shell at `/`, each remote's dist at `/mf/<name>/`. Files are looked up per
 * request (nothing listed at boot), so a remote's dist can be redeployed while the server runs. Cache headers come
 * from the static plugin; unknown files fall through to the not-found handler (history fallback for navigations).
 */
const staticFileRoutes: FastifyPluginAsync<{ staticRoot: string }> = async (app, { staticRoot }) => {
  await warnAboutMissingDistFolders(staticRoot, app.log);

  app.get<{ Params: { remote: string; '*': string } }>('/mf/:remote/*', (request, reply) => {
    const { remote, '*': file } = request.params;
    if (!isRemoteName(remote)) return reply.callNotFound();
    // Remotes may be loaded from another origin (a shell on a CDN, a team's preview).
    reply.header('access-control-allow-origin', '*');
    return reply.sendFile(file, remoteDistDir(staticRoot, remote));
  });

  app.get<{ Params: { '*': string } }>('/*', (request, reply) => {
    const file = request.params['*'];
    if (isReservedPath(file)) return reply.callNotFound();
    return reply.sendFile(file === '' ? 'index.html' : file, shellDistDir(staticRoot));
  });
};

export default staticFileRoutes;
