import { endpoints } from '@shop/shared/contracts';
import fp from 'fastify-plugin';
import type { SiteSettings } from '../../config';
import { HttpError } from '../../http/http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site's public origin for absolute URLs (`config.site.url`): SITE_URL, never the Host header. */
    siteOrigin(): string;
  }
  interface FastifyInstance {
    /** Whether an `Origin` header names this site (one of the allowed host names, any port): same-origin or same-site. */
    isSiteOrigin(origin: string | undefined): boolean;
  }
}

/** A load balancer probes by IP or container name: health answers whatever the Host. */
const HOST_CHECK_EXEMPT = new Set<string>([endpoints.health.path]);

/** The host name of a Host header or Origin (`shop.ba:8080` → `shop.ba`); undefined when it does not parse. */
function hostnameOf(hostOrOrigin: string): string | undefined {
  try {
    const url = new URL(hostOrOrigin.includes('://') ? hostOrOrigin : `http://${hostOrOrigin}`);
    // `http://a@b` or `b/path` are not hosts.
    const bare = url.username === '' && url.password === '' && (url.pathname === '/' || url.pathname === '');
    return bare && url.search === '' && url.hash === '' ? url.hostname.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Host header is not trusted (issue 13): a request naming a host this site does not own answers 400 before any
 * route runs, so no foreign or malformed host reaches a canonical link, the sitemap or an email.
 */
export default fp(
  async (app, { url, allowedHosts }: Pick<SiteSettings, 'url' | 'allowedHosts'>) => {
    const allowed = new Set(allowedHosts);
    const isAllowedHostname = (hostname: string | undefined) => hostname !== undefined && allowed.has(hostname);

    app.decorate(
      'isSiteOrigin',
      (origin: string | undefined) => origin !== undefined && isAllowedHostname(hostnameOf(origin)),
    );
    app.decorateRequest('siteOrigin', () => url);

    app.addHook('onRequest', async (request) => {
      const path = request.url.split('?')[0] ?? '';
      // Remote builds are static code with no absolute URL in them; the server renderer fetches them by IP.
      if (HOST_CHECK_EXEMPT.has(path) || path.startsWith('/mf/')) return;
      if (!isAllowedHostname(hostnameOf(request.host ?? ''))) throw new HttpError('HOST_NOT_ALLOWED');
    });
  },
  { name: 'site-origin' },
);
