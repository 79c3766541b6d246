import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { usePromotionChanged } from './usePromotionChanged';

export function useDeletePromotion() {
  const changed = usePromotionChanged();
  return useMutation({
    mutationFn: (id: number) => callApi(endpoints.adminDeletePromotion, { params: { id } }),
    onSuccess: () => changed(),
  });
}
