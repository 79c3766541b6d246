import type { PagePrefetchContext } from '@shop/shared/ssr';
import { categoriesQuery } from '@shop/shared/state';
import { webshopHighlightsQuery } from './api/getWebshopHighlights';

/** /webshop: the category tiles and the highlights below them. */
export async function prefetchWebshopHome({ queryClient }: PagePrefetchContext) {
  await Promise.all([queryClient.prefetchQuery(categoriesQuery), queryClient.prefetchQuery(webshopHighlightsQuery)]);
}

/** The home page's shop block. */
export async function prefetchHomeHighlights({ queryClient }: PagePrefetchContext) {
  await queryClient.prefetchQuery(webshopHighlightsQuery);
}
