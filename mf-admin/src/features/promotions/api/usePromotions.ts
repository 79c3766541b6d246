import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { promotionQueryKeys } from './promotionQueryKeys';

/** Every promotion (running, scheduled, ended), newest first, filtered by the section's search. */
export function usePromotions(search: string) {
  return useQuery({
    queryKey: promotionQueryKeys.list(search),
    queryFn: () => callApi(endpoints.adminListPromotions, { query: { search: search || undefined } }),
    placeholderData: keepPreviousData,
  });
}
