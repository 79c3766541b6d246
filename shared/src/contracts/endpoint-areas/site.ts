import { HealthReport, HealthResponse } from '../common';
import { endpoint } from '../endpoint';
import { RemotesConfig } from '../remotes';
import { ContactMessageBody, ContactMessageResponse, SiteConfig } from '../site';

/** The site itself: health, remote configuration the analytics settings and the contact form. */
export const siteEndpoints = {
  /** Readiness: the process and the database (a `SELECT 1` with a short timeout); 503 while the database is away. */
  health: endpoint({ method: 'GET', path: '/api/health', response: HealthReport }),
  /** Liveness: the process alone, never touching the database. */
  healthLive: endpoint({ method: 'GET', path: '/api/health/live', response: HealthResponse }),
  /** Where the shell finds each remote's manifest (served with Cache-Control: no-cache). */
  getRemotes: endpoint({ method: 'GET', path: '/remotes.json', response: RemotesConfig }),
  /** Analytics and pixel IDs (null when unset); read by the browser only once consent is 'all'. */
  getSiteConfig: endpoint({ method: 'GET', path: '/api/siteConfig', response: SiteConfig }),
  /** The contact page's form: stored, and queued as an email to staff. */
  sendContactMessage: endpoint({
    method: 'POST',
    path: '/api/contact',
    body: ContactMessageBody,
    response: ContactMessageResponse,
  }),
};
