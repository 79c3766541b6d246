import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { productQueryKeys } from './productQueryKeys';

/** Manufacturers and categories with their subcategories: the filters' and the editor's choices. */
export function useProductLookups() {
  return useQuery({
    queryKey: productQueryKeys.lookups,
    queryFn: () => callApi(endpoints.adminProductLookups),
    staleTime: 60_000,
  });
}
