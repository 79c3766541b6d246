import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useQuery } from '@tanstack/react-query';

/** The staff, entities and actions the log holds: the options of its filters. */
export function useAuditLogFilters() {
  return useQuery({
    queryKey: ['admin', 'audit', 'filters'],
    queryFn: () => callApi(endpoints.adminAuditLogFilters),
  });
}
