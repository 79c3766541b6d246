import { callApi } from '@shop/shared/api-client';
import { type DashboardQuery, endpoints } from '@shop/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The dashboard for a period; the figures shown stay while another period loads. */
export function useDashboard(period: DashboardQuery) {
  return useQuery({
    queryKey: ['admin', 'dashboard', period.from ?? '', period.to ?? ''],
    queryFn: () => callApi(endpoints.adminDashboard, { query: period }),
    placeholderData: keepPreviousData,
  });
}
