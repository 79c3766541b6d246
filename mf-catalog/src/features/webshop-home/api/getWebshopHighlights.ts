import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { PREFETCHED_STALE_MS } from '@shop/shared/ssr';
import { queryKeys } from '@shop/shared/state';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getWebshopHighlights = () => callApi(endpoints.getWebshopHighlights);

/** The page's hook and the server's prefetch use these same options. */
export const webshopHighlightsQuery = queryOptions({
  queryKey: queryKeys.webshopHighlights,
  queryFn: getWebshopHighlights,
  staleTime: PREFETCHED_STALE_MS,
});

export function useWebshopHighlights() {
  return useQuery(webshopHighlightsQuery);
}
