import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { priceListQueryKeys } from './priceListQueryKeys';

/** One price list with its rules. */
export function usePriceList(id: number | undefined) {
  return useQuery({
    queryKey: priceListQueryKeys.one(id ?? 0),
    queryFn: () => callApi(endpoints.adminGetPriceList, { params: { id: id ?? 0 } }),
    enabled: id !== undefined,
  });
}
