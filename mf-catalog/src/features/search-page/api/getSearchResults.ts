import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useInfiniteQuery } from '@tanstack/react-query';

export const getSearchResults = (search: string, stranica: number) =>
  callApi(endpoints.getSearchResults, { query: { search, stranica } });

/** Results 10 at a time (SPEC §9); the next page is asked for while there is more. */
export function useSearchResults(term: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.searchResults(term),
    queryFn: ({ pageParam }) => getSearchResults(term, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.imaJos ? last.stranica + 1 : undefined),
    enabled: term.length > 0,
    staleTime: 60_000,
  });
}
