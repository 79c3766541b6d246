import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { priceListQueryKeys } from './priceListQueryKeys';

/** Companies, customer groups, categories and manufacturers for the editor's selects. */
export function usePriceListOptions() {
  return useQuery({
    queryKey: priceListQueryKeys.options,
    queryFn: () => callApi(endpoints.adminPriceListOptions),
    staleTime: 30_000,
  });
}
