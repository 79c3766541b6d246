import { callApi } from '@shop/shared/api-client';
import { endpoints, SEARCH_MIN_LENGTH } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useQuery } from '@tanstack/react-query';

export const searchProducts = (value: string) => callApi(endpoints.searchProducts, { body: { value } });

/** Suggestions for a (debounced) term; nothing is asked for 2 characters or fewer (SPEC §5). */
export function useSearchSuggestions(term: string) {
  const enabled = term.length >= SEARCH_MIN_LENGTH;
  return useQuery({
    queryKey: queryKeys.searchSuggestions(term),
    queryFn: () => searchProducts(term),
    enabled,
    staleTime: 60_000,
  });
}
