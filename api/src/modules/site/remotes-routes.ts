import { endpoints, type RemotesConfig } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../http/endpoint-route';
import { NO_CACHE } from '../../static/cache-control';

/** `/remotes.json`: read by the shell at start, so a remote can move without rebuilding the shell. */
const remotesRoutes: FastifyPluginAsync<{ remotes: RemotesConfig }> = async (app, { remotes }) => {
  routeEndpoint(
    app,
    endpoints.getRemotes,
    async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return remotes;
    },
    { needsDatabase: false },
  );
};

export default remotesRoutes;
