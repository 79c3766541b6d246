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
      // The route that will answer, not the raw URL: `/api/%6cogout` reaches the logout route too. HEAD runs the GET
      // route's handler, so it is guarded as a GET.
      const path = request.routeOptions.url ?? decodedPath(request.url);
      const readLike = request.method === 'GET' || request.method === 'HEAD';
      const guarded = STATE_CHANGING_METHODS.has(request.method) || (readLike && STATE_CHANGING_GETS.has(path));
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

/** The URL's path with percent-escapes decoded (as the router decodes it); the raw path when it does not decode. */
function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
