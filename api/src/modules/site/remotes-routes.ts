import { endpoints, type RemotesConfig } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../http/endpoint-route';
import { NO_CACHE } from '../../static/cache-control';
import { remotesWithReleases } from '../releases';

/**
 * `/remotes.json`: read by the shell at start (a page not rendered on the server), so a remote can move without
 * rebuilding the shell; it names the live release of each remote (decision 020).
 */
const remotesRoutes: FastifyPluginAsync<{ remotes: RemotesConfig }> = async (app, { remotes }) => {
  routeEndpoint(
    app,
    endpoints.getRemotes,
    async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return remotesWithReleases(remotes, app.liveReleases.snapshot);
    },
    { needsDatabase: false },
  );
};

export default remotesRoutes;
