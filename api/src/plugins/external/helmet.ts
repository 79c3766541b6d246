import fastifyHelmet from '@fastify/helmet';
import type { RemotesConfig } from '@shop/shared/contracts';
import fp from 'fastify-plugin';
import type { SiteSettings } from '../../config';

export interface SecurityHeadersOptions {
  remotes: RemotesConfig;
  site: Pick<SiteSettings, 'analyticsId' | 'pixelId'>;
}

/** Google Analytics 4 (gtag.js and its beacons), as Google's CSP guide lists them. */
const ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};
/** The Meta pixel: its script and the tracking requests it sends. */
const PIXEL = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com'],
  img: ['https://www.facebook.com'],
};

const ONE_YEAR_SECONDS = 31_536_000;

/** The origins of remotes served from elsewhere (an absolute manifest URL); remotes under this site add nothing. */
function remoteOrigins(remotes: RemotesConfig): string[] {
  const absolute = Object.values(remotes).flatMap((remote) =>
    /^https?:\/\//.test(remote.entry) ? [remote.entry] : [],
  );
  return [...new Set(absolute.map((entry) => new URL(entry).origin))];
}

/**
 * The Content-Security-Policy: exactly what the shop loads. Scripts and styles come from this site and the remotes'
 * origins (Module Federation loads them as <script src> and <link>; nothing inline is executed). The product page's
 * inlined JSON and JSON-LD are data blocks (`type="application/json"`), which CSP does not treat as scripts, so no
 * 'unsafe-inline', nonce or hash is needed. The favicon is a data: URL. Analytics and pixel hosts only when their
 * ids are configured (otherwise the browser never loads them).
 */
export function contentSecurityPolicy({ remotes, site }: SecurityHeadersOptions) {
  const trackers = [...(site.analyticsId ? [ANALYTICS] : []), ...(site.pixelId ? [PIXEL] : [])];
  const remotesFrom = remoteOrigins(remotes);
  const self = "'self'";
  return {
    useDefaults: false,
    directives: {
      defaultSrc: [self],
      scriptSrc: [self, ...remotesFrom, ...trackers.flatMap((tracker) => tracker.script)],
      styleSrc: [self, ...remotesFrom],
      imgSrc: [self, 'data:', ...remotesFrom, ...trackers.flatMap((tracker) => tracker.img)],
      fontSrc: [self, ...remotesFrom],
      // 'self' covers the chat's ws:/wss: on this host (CSP 3).
      connectSrc: [self, ...remotesFrom, ...trackers.flatMap((tracker) => tracker.connect)],
      objectSrc: ["'none'"],
      baseUri: [self],
      formAction: [self],
      frameAncestors: ["'none'"],
    },
  };
}

/**
 * Security headers on every answer (HTML and API) with @fastify/helmet: the CSP above, nosniff, frame-ancestors
 * 'none' (and X-Frame-Options DENY for old browsers), Referrer-Policy strict-origin-when-cross-origin. HSTS only on
 * requests that came over TLS (directly, or behind a proxy with TRUST_PROXY): on plain http it would be ignored, and
 * a local http run must not pin localhost to https.
 */
export default fp(
  async (app, options: SecurityHeadersOptions) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: contentSecurityPolicy(options),
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hsts: false,
      // A shell on a CDN of the same site may embed images; remotes' files say cross-origin themselves.
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
      }
    });
  },
  { name: 'helmet' },
);
