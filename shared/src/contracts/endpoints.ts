import { catalogEndpoints } from './endpoint-areas/catalog';
import { checkoutEndpoints } from './endpoint-areas/checkout';
import { productEndpoints } from './endpoint-areas/product';
import { sessionEndpoints } from './endpoint-areas/session';
import { siteEndpoints } from './endpoint-areas/site';

export { type Endpoint, endpoint } from './endpoint';

/** Every API call, one file per area (each team edits its own); names are unique across areas. */
export const endpoints = {
  ...siteEndpoints,
  ...sessionEndpoints,
  ...catalogEndpoints,
  ...productEndpoints,
  ...checkoutEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
