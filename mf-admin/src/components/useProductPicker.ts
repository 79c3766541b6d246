import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Products whose name or code contains the term (from two characters on): promotions and price lists pick with it. */
export function useProductPicker(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: ['user', 'admin', 'product-picker', term],
    queryFn: () => callApi(endpoints.adminPickPromotionProducts, { query: { search: term } }),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });
}
