import type { FastifyPluginAsync } from 'fastify';
import { listSitemapEntries } from './sitemap-repository';
import { renderRobots, renderSitemap } from './sitemap-xml';

/**
 * /sitemap.xml and /robots.txt for crawlers (the shell is client-rendered; these are plain server answers). Their
 * absolute URLs use the site's origin (SITE_URL, else an allowed Host: see plugins/app/site-origin.ts).
 */
const sitemapRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sitemap.xml', { config: { needsDatabase: true } }, async (request, reply) => {
    const xml = renderSitemap(request.siteOrigin(), await listSitemapEntries(app.catalogDb()));
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderRobots(request.siteOrigin())),
  );
};

export default sitemapRoutes;
