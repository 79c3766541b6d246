import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchSettingsQueryKeys } from './searchSettingsQueryKeys';

/** The last `days` days: the most searched queries and those that found nothing (saved every few seconds). */
export function useSearchQueries(days: number) {
  return useQuery({
    queryKey: searchSettingsQueryKeys.queries(days),
    queryFn: () => callApi(endpoints.adminSearchQueries, { query: { dana: days } }),
    placeholderData: keepPreviousData,
  });
}
