import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { usePromotionChanged } from './usePromotionChanged';

/** Saves the promotion's whole product list in its new order: adding, removing and moving are each one call. */
export function useSetPromotionProducts(id: number) {
  const changed = usePromotionChanged();
  return useMutation({
    mutationFn: (productIds: number[]) =>
      callApi(endpoints.adminSetPromotionProducts, { params: { id }, body: { productIds } }),
    onSuccess: (promotion) => changed(promotion),
  });
}
