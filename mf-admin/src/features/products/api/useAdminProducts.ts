import { callApi } from '@shop/shared/api-client';
import { type AdminProductListQuery, endpoints } from '@shop/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productQueryKeys } from './productQueryKeys';

/** One page of the product table, filtered and sorted by the server; the previous page stays while the next loads. */
export function useAdminProducts(query: Partial<AdminProductListQuery>) {
  return useQuery({
    queryKey: productQueryKeys.list(query),
    queryFn: () => callApi(endpoints.adminListProducts, { query }),
    placeholderData: keepPreviousData,
  });
}
