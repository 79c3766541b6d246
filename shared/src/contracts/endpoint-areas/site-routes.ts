import type { RouteTable } from '../route';

/** The site itself: health, remote configuration, the analytics settings and the contact form. */
export const siteRoutes = {
  /** Readiness: the process and the database (a `SELECT 1` with a short timeout); 503 while the database is away. */
  health: { method: 'GET', path: '/api/health' },
  /** Liveness: the process alone, never touching the database. */
  healthLive: { method: 'GET', path: '/api/health/live' },
  /** Where the shell finds each remote's manifest (served with Cache-Control: no-cache). */
  getRemotes: { method: 'GET', path: '/remotes.json' },
  /** Analytics and pixel IDs (null when unset); read by the browser only once consent is 'all'. */
  getSiteConfig: { method: 'GET', path: '/api/siteConfig' },
  /** The contact page's form: stored, and queued as an email to staff. */
  sendContactMessage: { method: 'POST', path: '/api/contact' },
} as const satisfies RouteTable;
