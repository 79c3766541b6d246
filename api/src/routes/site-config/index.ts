import { endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../http/endpoint-route';
import type { SiteEnv } from './env';

/** The analytics and pixel ids for the browser (no-cache: a changed id applies on the next page load). */
const siteConfigRoutes: FastifyPluginAsync<SiteEnv> = async (app, { siteConfig }) => {
  routeEndpoint(
    app,
    endpoints.getSiteConfig,
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return siteConfig;
    },
    { needsDatabase: false },
  );
};

export default siteConfigRoutes;
