import { accountAreaEndpoints } from './endpoint-areas/account-area';
import { accountAuthEndpoints } from './endpoint-areas/account-auth';
import { adminCatalogEndpoints } from './endpoint-areas/admin-catalog';
import { adminImportEndpoints } from './endpoint-areas/admin-import';
import { adminPeopleEndpoints } from './endpoint-areas/admin-people';
import { adminSalesEndpoints } from './endpoint-areas/admin-sales';
import { adminStructureEndpoints } from './endpoint-areas/admin-structure';
import { catalogEndpoints } from './endpoint-areas/catalog';
import { checkoutEndpoints } from './endpoint-areas/checkout';
import { loyaltyEndpoints } from './endpoint-areas/loyalty';
import { productEndpoints } from './endpoint-areas/product';
import { sessionEndpoints } from './endpoint-areas/session';
import { siteEndpoints } from './endpoint-areas/site';

export { type Endpoint, endpoint } from './endpoint';

/** Every API call, one file per area (each team edits its own); names are unique across areas. */
export const endpoints = {
  ...siteEndpoints,
  ...sessionEndpoints,
  ...accountAuthEndpoints,
  ...catalogEndpoints,
  ...productEndpoints,
  ...checkoutEndpoints,
  ...loyaltyEndpoints,
  ...accountAreaEndpoints,
  ...adminCatalogEndpoints,
  ...adminStructureEndpoints,
  ...adminImportEndpoints,
  ...adminSalesEndpoints,
  ...adminPeopleEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
