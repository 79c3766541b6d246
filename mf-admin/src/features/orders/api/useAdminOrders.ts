import { callApi } from '@shop/shared/api-client';
import { type AdminOrderTab, endpoints } from '@shop/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminOrderKeys } from './adminOrderKeys';

/** One page of one tab, newest first, with every tab's count; the last page stays while the next loads. */
export function useAdminOrders(query: { status: AdminOrderTab; search: string; page: number }) {
  return useQuery({
    queryKey: adminOrderKeys.list(query),
    queryFn: () => callApi(endpoints.adminListOrders, { query: { ...query, search: query.search || undefined } }),
    placeholderData: keepPreviousData,
  });
}
