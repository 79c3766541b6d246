import { callApi } from '@shop/shared/api-client';
import { type AdminUsersQuery, endpoints } from '@shop/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const adminUsersKey = ['admin', 'users'] as const;

/** One page of accounts; the current page stays (dimmed) while the next loads. */
export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({
    queryKey: [...adminUsersKey, query],
    queryFn: () => callApi(endpoints.adminUsers, { query }),
    placeholderData: keepPreviousData,
  });
}
