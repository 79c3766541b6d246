import { endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { SiteSettings } from '../../config';
import { routeEndpoint } from '../../http/endpoint-route';

/** The analytics and pixel ids for the browser (no-cache: a changed id applies on the next page load). */
const siteConfigRoutes: FastifyPluginAsync<SiteSettings> = async (app, { analyticsId, pixelId }) => {
  routeEndpoint(
    app,
    endpoints.getSiteConfig,
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { analyticsId, pixelId };
    },
    { needsDatabase: false },
  );
};

export default siteConfigRoutes;
