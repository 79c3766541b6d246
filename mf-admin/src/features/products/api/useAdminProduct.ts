import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { productQueryKeys } from './productQueryKeys';

/** The product open in the editor: every field, its images and its edit version. */
export function useAdminProduct(id: number | undefined) {
  return useQuery({
    queryKey: productQueryKeys.one(id ?? 0),
    queryFn: () => callApi(endpoints.adminGetProduct, { params: { id: id ?? 0 } }),
    enabled: id !== undefined,
  });
}
