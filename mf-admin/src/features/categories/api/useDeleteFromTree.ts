import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTreeChanged } from './useTreeChanged';

/** Deletes a category or a subcategory; a refusal (it still has subcategories or products) is shown as an alert. */
export function useDeleteFromTree() {
  const treeChanged = useTreeChanged();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'category' | 'subcategory'; id: number }) =>
      kind === 'category'
        ? callApi(endpoints.adminDeleteCategory, { params: { id } })
        : callApi(endpoints.adminDeleteSubcategory, { params: { id } }),
    onSuccess: () => treeChanged(),
  });
}
