import { HealthResponse } from '../common';
import { endpoint } from '../endpoint';
import { RemotesConfig } from '../remotes';
import { ContactMessageBody, ContactMessageResponse, SiteConfig } from '../site';

/** The site itself: health, remote configuration the analytics settings and the contact form. */
export const siteEndpoints = {
  health: endpoint({ method: 'GET', path: '/api/health', response: HealthResponse }),
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
