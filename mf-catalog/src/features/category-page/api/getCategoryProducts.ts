import { callApi } from '@shop/shared/api-client';
import { endpoints, type ListingQuery } from '@shop/shared/contracts';
import { PREFETCHED_STALE_MS } from '@shop/shared/ssr';
import { queryKeys } from '@shop/shared/state';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const getCategoryProducts = (query: ListingQuery) => callApi(endpoints.getCategoryProducts, { query });

/** One page of a listing: the page's hook and the server's prefetch use these same options. */
export const categoryProductsQuery = (query: ListingQuery) =>
  queryOptions({
    queryKey: queryKeys.categoryProducts(query),
    queryFn: () => getCategoryProducts(query),
    staleTime: PREFETCHED_STALE_MS,
  });

/** Keeps the previous page on screen while the next filter combination loads (no flash of emptiness). */
export function useCategoryProducts(query: ListingQuery) {
  return useQuery({
    ...categoryProductsQuery(query),
    placeholderData: keepPreviousData,
    retry: (failures, error) => failures < 2 && !('status' in error && error.status === 404),
  });
}
