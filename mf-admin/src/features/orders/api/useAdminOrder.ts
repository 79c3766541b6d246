import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminOrderKeys } from './adminOrderKeys';

/** The order's detail: lines, totals, customer, payment and timeline. */
export function useAdminOrder(id: number | null) {
  return useQuery({
    queryKey: adminOrderKeys.detail(id ?? 0),
    queryFn: () => callApi(endpoints.adminGetOrder, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    retry: false,
  });
}
