import { callApi } from '@shop/shared/api-client';
import { endpoints, type SearchResultsQuery } from '@shop/shared/contracts';
import { PREFETCHED_STALE_MS } from '@shop/shared/ssr';
import { queryKeys } from '@shop/shared/state';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

type ResultsQuery = Omit<SearchResultsQuery, 'stranica'>;

export const getSearchResults = (query: ResultsQuery, stranica: number) =>
  callApi(endpoints.getSearchResults, { query: { ...query, stranica } });

/** Results 10 at a time (SPEC §9); the next page is asked for while there is more. Hook and prefetch share these. */
export const searchResultsQuery = (query: ResultsQuery) =>
  infiniteQueryOptions({
    queryKey: queryKeys.searchResults(query),
    queryFn: ({ pageParam }) => getSearchResults(query, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.imaJos ? last.stranica + 1 : undefined),
    staleTime: PREFETCHED_STALE_MS,
  });

/** Keeps the previous results on screen while another filter or sort loads (no flash of emptiness). */
export function useSearchResults(query: ResultsQuery) {
  return useInfiniteQuery({
    ...searchResultsQuery(query),
    enabled: query.search.length > 0,
    placeholderData: keepPreviousData,
  });
}
