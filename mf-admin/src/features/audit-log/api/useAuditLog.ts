import { callApi } from '@shop/shared/api-client';
import { type AuditLogQuery, endpoints } from '@shop/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** One page of the audit log, newest first; the current page stays (dimmed) while the next loads. */
export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: () => callApi(endpoints.adminAuditLog, { query }),
    placeholderData: keepPreviousData,
  });
}
