import { HealthResponse } from '../common';
import { endpoint } from '../endpoint';
import { RemotesConfig } from '../remotes';

/** The site itself: health, remote configuration (shell issue: contact form, etc.). */
export const siteEndpoints = {
  health: endpoint({ method: 'GET', path: '/api/health', response: HealthResponse }),
  /** Where the shell finds each remote's manifest (served with Cache-Control: no-cache). */
  getRemotes: endpoint({ method: 'GET', path: '/remotes.json', response: RemotesConfig }),
};
