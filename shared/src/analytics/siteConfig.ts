import { callApi } from '../api-client';
import { routes as endpoints } from '../contracts/endpoint-routes';
import type { SiteConfig } from '../contracts/site';

let loading: Promise<SiteConfig> | undefined;

/** The analytics and pixel ids, asked once per page load and only once consent is 'all'. */
export function loadSiteConfig(): Promise<SiteConfig> {
  loading ??= callApi(endpoints.getSiteConfig).catch((error: unknown) => {
    // SPEC §8: analytics failures are only logged; without ids nothing loads.
    console.error('[analytics] no site config', error);
    loading = undefined;
    return { analyticsId: null, pixelId: null };
  });
  return loading;
}
