import { withContracts } from './endpoint';
import { accountAreaContracts } from './endpoint-areas/account-area';
import { accountAuthContracts } from './endpoint-areas/account-auth';
import { adminBusinessContracts } from './endpoint-areas/admin-business';
import { adminCatalogContracts } from './endpoint-areas/admin-catalog';
import { adminImportContracts } from './endpoint-areas/admin-import';
import { adminPeopleContracts } from './endpoint-areas/admin-people';
import { adminReleasesContracts } from './endpoint-areas/admin-releases';
import { adminSalesContracts } from './endpoint-areas/admin-sales';
import { adminSearchContracts } from './endpoint-areas/admin-search';
import { adminStructureContracts } from './endpoint-areas/admin-structure';
import { catalogContracts } from './endpoint-areas/catalog';
import { checkoutContracts } from './endpoint-areas/checkout';
import { loyaltyContracts } from './endpoint-areas/loyalty';
import { pricingContracts } from './endpoint-areas/pricing';
import { productContracts } from './endpoint-areas/product';
import { quotesContracts } from './endpoint-areas/quotes';
import { sessionContracts } from './endpoint-areas/session';
import { siteContracts } from './endpoint-areas/site';
import { routes } from './endpoint-routes';
import type { Route } from './route';

export type { Contract, Endpoint, Route } from './endpoint';
export { STAFF_PATH_PREFIX } from './route';

/**
 * Every API call: its route (endpoint-routes.ts) spread with its contract, each area's in `endpoint-areas/<area>.ts`.
 * A route without a contract, or a contract without a route, does not compile.
 */
export const endpoints = withContracts(routes, {
  ...siteContracts,
  ...sessionContracts,
  ...accountAuthContracts,
  ...catalogContracts,
  ...productContracts,
  ...pricingContracts,
  ...checkoutContracts,
  ...quotesContracts,
  ...loyaltyContracts,
  ...accountAreaContracts,
  ...adminCatalogContracts,
  ...adminStructureContracts,
  ...adminImportContracts,
  ...adminSalesContracts,
  ...adminPeopleContracts,
  ...adminSearchContracts,
  ...adminReleasesContracts,
  ...adminBusinessContracts,
});

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/**
 * The endpoint of a route row (or of an endpoint: itself), found by its method and path: the browser calls the API
 * with the zod-free rows, and the call's types come from the contract.
 */
export type EndpointOf<R extends Route> = Extract<Endpoints[EndpointName], R>;
