import type { PagePrefetchContext } from '@shop/shared/ssr';
import { searchResultsQuery } from './api/getSearchResults';
import { searchQueryOf } from './lib/searchTerm';

/** /pretraga?search=…: the first page of results, with the URL's filters and sort (without a term, none). */
export async function prefetchSearchPage({ queryClient, url }: PagePrefetchContext) {
  const query = searchQueryOf(url.searchParams);
  if (query.search) await queryClient.prefetchInfiniteQuery(searchResultsQuery(query));
}
