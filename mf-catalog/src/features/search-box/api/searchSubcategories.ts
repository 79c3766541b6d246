import { callApi } from '@shop/shared/api-client';
import { endpoints, SEARCH_MIN_LENGTH } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useQuery } from '@tanstack/react-query';

export const searchSubcategories = (value: string) => callApi(endpoints.searchSubcategories, { body: { value } });

/** The subcategory rows above the product suggestions ("Laptopi — 42 proizvoda"), asked for with them. */
export function useSubcategorySuggestions(term: string) {
  return useQuery({
    queryKey: queryKeys.searchSubcategories(term),
    queryFn: () => searchSubcategories(term),
    enabled: term.length >= SEARCH_MIN_LENGTH,
    staleTime: 60_000,
  });
}
