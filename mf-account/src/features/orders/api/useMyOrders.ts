import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** One page of the user's orders, newest first (the server pages them); the last page stays while the next loads. */
export function useMyOrders(page: number) {
  return useQuery({
    queryKey: queryKeys.myOrdersPage(page),
    queryFn: () => callApi(endpoints.getMyOrders, { query: { stranica: page } }),
    placeholderData: keepPreviousData,
  });
}
