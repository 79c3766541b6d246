import { LinesSkeleton, ProductGridSkeleton, ProductPageSkeleton, TextPageSkeleton } from '@shop/shared/ui';
import { useLocation } from 'react-router-dom';

/** Listings whose first screen is a grid of product cards. */
const LISTING_PREFIXES = ['/webshop', '/pretraga', '/promocija', '/sacuvani-proizvodi', '/en/saved-products'];

/**
 * Holds the page's place while a remote's code arrives: a skeleton in the shape of the page that is coming, at least a
 * screen tall, so neither the content nor the footer jumps when it lands.
 */
export function RouteLoading() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/proizvod/')) return <ProductPageSkeleton />;
  if (LISTING_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return <ProductGridSkeleton />;
  if (pathname.startsWith('/korpa') || pathname.startsWith('/plati')) return <LinesSkeleton />;
  return <TextPageSkeleton />;
}
