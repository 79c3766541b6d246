import { accountAreaRoutes } from './endpoint-areas/account-area-routes';
import { accountAuthRoutes } from './endpoint-areas/account-auth-routes';
import { adminBusinessRoutes } from './endpoint-areas/admin-business-routes';
import { adminCatalogRoutes } from './endpoint-areas/admin-catalog-routes';
import { adminImportRoutes } from './endpoint-areas/admin-import-routes';
import { adminPeopleRoutes } from './endpoint-areas/admin-people-routes';
import { adminReleasesRoutes } from './endpoint-areas/admin-releases-routes';
import { adminSalesRoutes } from './endpoint-areas/admin-sales-routes';
import { adminSearchRoutes } from './endpoint-areas/admin-search-routes';
import { adminStructureRoutes } from './endpoint-areas/admin-structure-routes';
import { catalogRoutes } from './endpoint-areas/catalog-routes';
import { checkoutRoutes } from './endpoint-areas/checkout-routes';
import { loyaltyRoutes } from './endpoint-areas/loyalty-routes';
import { pricingRoutes } from './endpoint-areas/pricing-routes';
import { productRoutes } from './endpoint-areas/product-routes';
import { quotesRoutes } from './endpoint-areas/quotes-routes';
import { sessionRoutes } from './endpoint-areas/session-routes';
import { siteRoutes } from './endpoint-areas/site-routes';

/**
 * Every API call's method, path and body encoding, one table per area (each team edits its own); names are unique
 * across areas. No zod: browser builds get this table as `endpoints` (browser.ts), so calling the API puts no schema
 * library on a page's start-up path. The contracts (endpoints.ts) are built from it.
 */
export const routes = {
  ...siteRoutes,
  ...sessionRoutes,
  ...accountAuthRoutes,
  ...catalogRoutes,
  ...productRoutes,
  ...pricingRoutes,
  ...checkoutRoutes,
  ...quotesRoutes,
  ...loyaltyRoutes,
  ...accountAreaRoutes,
  ...adminCatalogRoutes,
  ...adminStructureRoutes,
  ...adminImportRoutes,
  ...adminSalesRoutes,
  ...adminPeopleRoutes,
  ...adminSearchRoutes,
  ...adminReleasesRoutes,
  ...adminBusinessRoutes,
};

export type Routes = typeof routes;
