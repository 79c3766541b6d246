import { routePatterns } from '@shop/shared/site';
import { matchRoutes } from 'react-router-dom';

const productRoute = routePatterns('product').map((path) => ({ path }));

/**
 * The `:naziv` of a `/proizvod/<naziv>` (or `/en/product/<naziv>`) path, read by the router's own matcher (percent-decoding included), so the
 * server's prefetch asks for exactly the name the page's `useParams` gives it.
 */
export function productNameFromPath(pathname: string): string | undefined {
  return matchRoutes(productRoute, pathname)?.[0]?.params.naziv;
}
