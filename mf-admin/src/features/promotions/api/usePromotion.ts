import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { promotionQueryKeys } from './promotionQueryKeys';

/** One promotion with its products in page order. */
export function usePromotion(id: number | undefined) {
  return useQuery({
    queryKey: promotionQueryKeys.one(id ?? 0),
    queryFn: () => callApi(endpoints.adminGetPromotion, { params: { id: id ?? 0 } }),
    enabled: id !== undefined,
  });
}
