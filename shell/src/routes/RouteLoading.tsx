import { type RouteKey, routeOf } from '@shop/shared/site';
import { LinesSkeleton, ProductGridSkeleton, ProductPageSkeleton, TextPageSkeleton } from '@shop/shared/ui';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';

/** The skeleton of each route-table row whose first screen is not text: listings are grids of product cards. */
const SKELETONS: Partial<Record<RouteKey, ComponentType>> = {
  product: ProductPageSkeleton,
  webshop: ProductGridSkeleton,
  search: ProductGridSkeleton,
  promotion: ProductGridSkeleton,
  savedProducts: ProductGridSkeleton,
  cart: LinesSkeleton,
  payment: LinesSkeleton,
};

/**
 * Holds the page's place while a remote's code arrives: a skeleton in the shape of the page that is coming, at least a
 * screen tall, so neither the content nor the footer jumps when it lands.
 */
export function RouteLoading() {
  const { pathname } = useLocation();
  const key = routeOf(pathname)?.key as RouteKey | undefined;
  const Skeleton = (key && SKELETONS[key]) ?? TextPageSkeleton;
  return <Skeleton />;
}
