import type { AdminPromotionDetail } from '@shop/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { promotionQueryKeys } from './promotionQueryKeys';

/** After a write: the promotion's detail is the answer, and the lists (counts, states, names) are fetched again. */
export function usePromotionChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    (promotion?: AdminPromotionDetail) => {
      if (promotion) queryClient.setQueryData(promotionQueryKeys.one(promotion.id), promotion);
      void queryClient.invalidateQueries({ queryKey: [...promotionQueryKeys.all, 'list'] });
    },
    [queryClient],
  );
}
