import type { PagePrefetchContext } from '@shop/shared/ssr';
import { searchResultsQuery } from './api/getSearchResults';
import { searchTermOf } from './lib/searchTerm';

/** /pretraga?search=…: the first page of results (without a term the page asks for none). */
export async function prefetchSearchPage({ queryClient, url }: PagePrefetchContext) {
  const term = searchTermOf(url.searchParams);
  if (term) await queryClient.prefetchInfiniteQuery(searchResultsQuery(term));
}
