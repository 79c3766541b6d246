import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTreeChanged } from './useTreeChanged';

/** A new order of the categories (no `categoryId`) or of one category's subcategories: every sibling id once. */
export function useReorder() {
  const treeChanged = useTreeChanged();
  return useMutation({
    mutationFn: ({ categoryId, ids }: { categoryId?: number; ids: number[] }) =>
      categoryId === undefined
        ? callApi(endpoints.adminReorderCategories, { body: { ids } })
        : callApi(endpoints.adminReorderSubcategories, { params: { id: categoryId }, body: { ids } }),
    onSuccess: (tree) => treeChanged(tree),
    // A stale list (someone else changed it) answers 409: the alert says so, and the refetch shows the new list.
    onError: () => treeChanged(),
  });
}
