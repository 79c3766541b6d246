import { callApi } from '@shop/shared/api-client';
import { endpoints, type PriceListState } from '@shop/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { priceListQueryKeys } from './priceListQueryKeys';

/** Every price list, newest first, by the section's search and state filter ('' = any). */
export function usePriceLists(search: string, state: PriceListState | '') {
  return useQuery({
    queryKey: priceListQueryKeys.list(search, state),
    queryFn: () =>
      callApi(endpoints.adminListPriceLists, { query: { search: search || undefined, state: state || undefined } }),
    placeholderData: keepPreviousData,
  });
}
