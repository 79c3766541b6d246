import { endpoints } from '@shop/shared/contracts';
import fp from 'fastify-plugin';
import { HttpError } from '../../http/http-error';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The spec's two GET calls that change state (SPEC §7): they are guarded like a POST. */
const STATE_CHANGING_GETS = new Set<string>([endpoints.logout.path, endpoints.clearCompare.path]);

/**
 * CSRF (issue 13): a state-changing request must come from this site. A modern browser says where a request came
 * from in `Sec-Fetch-Site` (cross-site is refused; same-origin, same-site and none — typed or bookmarked — pass); an
 * older one sends only `Origin`, which must then name one of the site's host names. A request with neither header is not from a browser page (curl,
 * scripts, tests, server-to-server): it is let through, because a browser always sends at least one of them on
 * these methods and a non-browser client carries no victim's cookies. This complements the SameSite=Lax cookie.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const path = request.url.split('?')[0] ?? '';
      const guarded =
        STATE_CHANGING_METHODS.has(request.method) || (request.method === 'GET' && STATE_CHANGING_GETS.has(path));
      if (!guarded) return;
      // A browser's own word where it gives one; otherwise (older browsers) the Origin must name this site.
      const fetchSite = request.headers['sec-fetch-site'];
      const origin = request.headers.origin;
      const crossSite =
        fetchSite !== undefined ? fetchSite === 'cross-site' : origin !== undefined && !app.isSiteOrigin(origin);
      if (crossSite) throw new HttpError('CROSS_SITE_REQUEST');
    });
  },
  { name: 'cross-site-guard', dependencies: ['site-origin'] },
);
