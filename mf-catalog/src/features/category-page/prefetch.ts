import type { PagePrefetchContext } from '@shop/shared/ssr';
import { categoriesQuery } from '@shop/shared/state';
import type { Params } from 'react-router-dom';
import { categoryProductsQuery } from './api/getCategoryProducts';
import { listingQueryOf } from './lib/listingQuery';

/**
 * A category or subcategory page (`params` as its route matched them): the listing its URL asks for, and the
 * category tree its subcategory links come from.
 */
export async function prefetchCategoryPage({ queryClient, url }: PagePrefetchContext, params: Params) {
  const { kategorija = '', podkategorija } = params;
  await Promise.all([
    queryClient.prefetchQuery(categoryProductsQuery(listingQueryOf(kategorija, podkategorija, url.searchParams))),
    queryClient.prefetchQuery(categoriesQuery),
  ]);
}
