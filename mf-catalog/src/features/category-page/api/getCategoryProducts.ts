import { callApi } from '@shop/shared/api-client';
import { endpoints, type ListingQuery } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const getCategoryProducts = (query: ListingQuery) => callApi(endpoints.getCategoryProducts, { query });

/** Keeps the previous page on screen while the next filter combination loads (no flash of emptiness). */
export function useCategoryProducts(query: ListingQuery) {
  return useQuery({
    queryKey: queryKeys.categoryProducts(query),
    queryFn: () => getCategoryProducts(query),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: (failures, error) => failures < 2 && !('status' in error && error.status === 404),
  });
}
