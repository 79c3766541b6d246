import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { promotionQueryKeys } from './promotionQueryKeys';

/** Products whose name or code contains the term (from two characters on). */
export function useProductPicker(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: promotionQueryKeys.picker(term),
    queryFn: () => callApi(endpoints.adminPickPromotionProducts, { query: { search: term } }),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });
}
