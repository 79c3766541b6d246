import { ApiError, callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { PREFETCHED_STALE_MS } from '@shop/shared/ssr';
import { queryKeys } from '@shop/shared/state';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getSinglePromotion = (promocija: string) =>
  callApi(endpoints.getSinglePromotion, { params: { promocija } });

/** The page's hook and the server's prefetch use these same options. */
export const singlePromotionQuery = (promocija: string) =>
  queryOptions({
    queryKey: queryKeys.promotion(promocija),
    queryFn: () => getSinglePromotion(promocija),
    staleTime: PREFETCHED_STALE_MS,
  });

export function useSinglePromotion(promocija: string) {
  return useQuery({
    ...singlePromotionQuery(promocija),
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status === 404),
  });
}
