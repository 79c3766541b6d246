import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys, useVisitorData } from '@shop/shared/state';
import { useQuery } from '@tanstack/react-query';

/** The session's compare list (banner, /uporedi, the product page's toggle). A failed load reads as empty (SPEC §8). */
export function useCompareList() {
  const query = useQuery({
    queryKey: queryKeys.compare,
    queryFn: () => callApi(endpoints.getCompare).catch(() => []),
    staleTime: 30_000,
  });
  return { ...query, data: useVisitorData(query.data) };
}
