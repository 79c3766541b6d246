import type { AdminCategoryTree } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { categoryQueryKeys } from './categoryQueryKeys';

/**
 * After a write: the panel's tree (replaced by the answer when it is the whole tree, else refetched) and the shop's
 * category bar, which reads the same rows, follow at once.
 */
export function useTreeChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    (tree?: AdminCategoryTree) => {
      if (tree) queryClient.setQueryData(categoryQueryKeys.tree, tree);
      else void queryClient.invalidateQueries({ queryKey: categoryQueryKeys.tree });
      void queryClient.invalidateQueries({ queryKey: queryKeys.categories });
    },
    [queryClient],
  );
}
