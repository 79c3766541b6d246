import { HealthReport, HealthResponse } from '../common';
import type { ContractsOf } from '../endpoint';
import { RemotesConfig } from '../remotes';
import { ContactMessageBody, ContactMessageResponse, SiteConfig } from '../site';
import type { siteRoutes } from './site-routes';

/** What each call of site-routes.ts takes and answers, and whether its answer is personal. */
export const siteContracts = {
  health: { response: HealthReport },
  healthLive: { response: HealthResponse },
  getRemotes: { response: RemotesConfig },
  getSiteConfig: { response: SiteConfig },
  sendContactMessage: { body: ContactMessageBody, response: ContactMessageResponse },
} satisfies ContractsOf<typeof siteRoutes>;
