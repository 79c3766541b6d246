import { endpoints, RELEASES_HEADER, type RemotesConfig, releasesKey } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../http/endpoint-route';
import { NO_CACHE } from '../../static/cache-control';
import { remotesWithReleases } from '../releases';

/**
 * `/remotes.json`: read by the shell at start (a page not rendered on the server), so a remote can move without
 * rebuilding the shell; it names the live release of each remote, and in a header every package's (decision 020).
 */
const remotesRoutes: FastifyPluginAsync<{ remotes: RemotesConfig }> = async (app, { remotes }) => {
  routeEndpoint(
    app,
    endpoints.getRemotes,
    async (_request, reply) => {
      const { snapshot } = app.liveReleases;
      reply.header('cache-control', NO_CACHE).header(RELEASES_HEADER, releasesKey(snapshot));
      return remotesWithReleases(remotes, snapshot);
    },
    { needsDatabase: false },
  );
};

export default remotesRoutes;
