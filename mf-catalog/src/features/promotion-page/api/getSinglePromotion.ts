import { ApiError, callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useQuery } from '@tanstack/react-query';

export const getSinglePromotion = (promocija: string) =>
  callApi(endpoints.getSinglePromotion, { params: { promocija } });

export function useSinglePromotion(promocija: string) {
  return useQuery({
    queryKey: queryKeys.promotion(promocija),
    queryFn: () => getSinglePromotion(promocija),
    staleTime: 60_000,
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status === 404),
  });
}
