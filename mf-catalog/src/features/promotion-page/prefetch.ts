import { routePatterns } from '@shop/shared/site';
import type { PagePrefetchContext } from '@shop/shared/ssr';
import { matchRoutes } from 'react-router-dom';
import { singlePromotionQuery } from './api/getSinglePromotion';

/** The shell mounts the page on this route-table row (either language); `matchRoutes` decodes as the router does. */
const promotionRoutes = routePatterns('promotion').map((path) => ({ path }));

/** /promocija/:promocija (or /en/promotion/:promocija): the promotion with its products. */
export async function prefetchPromotionPage({ queryClient, url }: PagePrefetchContext) {
  const promocija = matchRoutes(promotionRoutes, url.pathname)?.[0]?.params.promocija;
  if (promocija) await queryClient.prefetchQuery(singlePromotionQuery(promocija));
}
