import { endpoints } from '@shop/shared/contracts';
import fp from 'fastify-plugin';
import { LOCAL_HOSTS, type SiteSettings } from '../../config';
import { HttpError } from '../../http/http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site's public origin for absolute URLs (`config.site.url`): SITE_URL, never the Host header. */
    siteOrigin(): string;
  }
  interface FastifyInstance {
    /**
     * Whether an `Origin` header is this site's: SITE_URL's origin, or an ALLOWED_HOSTS name with SITE_URL's scheme
     * and default port; scheme, host and port all count (`http://shop.ba:8080` is not `https://shop.ba`). A
     * developer's localhost passes on any port where the Host check allows it.
     */
    isSiteOrigin(origin: string | undefined): boolean;
  }
}

/** A load balancer probes by IP or container name: health answers whatever the Host. */
const HOST_CHECK_EXEMPT = new Set<string>([endpoints.health.path]);

/** A Host header or Origin as a URL (`shop.ba:8080` → http://shop.ba:8080); undefined when it is not a bare host. */
function parseHost(hostOrOrigin: string): URL | undefined {
  try {
    const url = new URL(hostOrOrigin.includes('://') ? hostOrOrigin : `http://${hostOrOrigin}`);
    // `http://a@b` or `b/path` are not hosts.
    const bare = url.username === '' && url.password === '' && (url.pathname === '/' || url.pathname === '');
    return bare && url.search === '' && url.hash === '' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The host name of a Host header or Origin (`shop.ba:8080` → `shop.ba`); undefined when it does not parse. */
function hostnameOf(hostOrOrigin: string): string | undefined {
  return parseHost(hostOrOrigin)?.hostname.toLowerCase();
}

/**
 * The Host header is not trusted (issue 13): a request naming a host this site does not own answers 400 before any
 * route runs, so no foreign or malformed host reaches a canonical link, the sitemap or an email.
 */
export default fp(
  async (app, { url, allowedHosts }: Pick<SiteSettings, 'url' | 'allowedHosts'>) => {
    const allowed = new Set(allowedHosts);
    const isAllowedHostname = (hostname: string | undefined) => hostname !== undefined && allowed.has(hostname);

    const site = new URL(url);
    const siteOrigins = new Set([site.origin, ...allowedHosts.map((host) => `${site.protocol}//${host}`)]);
    const localHosts = new Set(LOCAL_HOSTS.filter((host) => allowed.has(host)));
    app.decorate('isSiteOrigin', (origin: string | undefined) => {
      const parsed = origin === undefined ? undefined : parseHost(origin);
      if (!parsed || !/^https?:$/.test(parsed.protocol)) return false;
      return siteOrigins.has(parsed.origin) || localHosts.has(parsed.hostname.toLowerCase());
    });
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
