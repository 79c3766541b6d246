import { callApi } from '@shop/shared/api-client';
import { type AdminPromotionInput, endpoints } from '@shop/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { usePromotionChanged } from './usePromotionChanged';

/** Creates a promotion (no id) or changes its name, slug and dates; the form shows a refusal itself. */
export function useSavePromotion() {
  const changed = usePromotionChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: AdminPromotionInput }) =>
      id === undefined
        ? callApi(endpoints.adminCreatePromotion, { body: input })
        : callApi(endpoints.adminUpdatePromotion, { params: { id }, body: input }),
    meta: { errorAlert: false },
    onSuccess: (promotion) => changed(promotion),
  });
}
