import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { PREFETCHED_STALE_MS } from '@shop/shared/ssr';
import { queryKeys } from '@shop/shared/state';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

export const getSearchResults = (search: string, stranica: number) =>
  callApi(endpoints.getSearchResults, { query: { search, stranica } });

/** Results 10 at a time (SPEC §9); the next page is asked for while there is more. Hook and prefetch share these. */
export const searchResultsQuery = (term: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.searchResults(term),
    queryFn: ({ pageParam }) => getSearchResults(term, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.imaJos ? last.stranica + 1 : undefined),
    staleTime: PREFETCHED_STALE_MS,
  });

export function useSearchResults(term: string) {
  return useInfiniteQuery({ ...searchResultsQuery(term), enabled: term.length > 0 });
}
