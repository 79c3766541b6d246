import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SiteSettings } from '../../config';
import { listSitemapEntries } from '../../repositories/sitemap-entries';
import { renderRobots, renderSitemap } from './sitemap-xml';

/** The site's public address: SITE_URL when set (behind a proxy or CDN), else the address this request came to. */
function originOf(request: FastifyRequest, siteUrl: string | undefined): string {
  return siteUrl ?? `${request.protocol}://${request.host}`;
}

/** /sitemap.xml and /robots.txt for crawlers (the shell is client-rendered; these are plain server answers). */
const seoRoutes: FastifyPluginAsync<SiteSettings> = async (app, { url: siteUrl }) => {
  app.get('/sitemap.xml', { config: { needsDatabase: true } }, async (request, reply) => {
    const xml = renderSitemap(originOf(request, siteUrl), await listSitemapEntries(app.db));
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderRobots(originOf(request, siteUrl))),
  );
};

export default seoRoutes;
