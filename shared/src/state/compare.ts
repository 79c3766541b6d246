import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { routes as endpoints } from '../contracts/endpoint-routes';
import { queryKeys } from './queryKeys';
import { useVisitorData } from './visitorData';

/**
 * The session's compare list (the product remote's banner, /uporedi and the product page's toggle; the shell mounts
 * the banner only when the list holds something). A failed load reads as empty (SPEC §8).
 */
export function useCompareList() {
  const query = useQuery({
    queryKey: queryKeys.compare,
    queryFn: () => callApi(endpoints.getCompare).catch(() => []),
    staleTime: 30_000,
  });
  return { ...query, data: useVisitorData(query.data) };
}
