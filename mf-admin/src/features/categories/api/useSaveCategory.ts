import { callApi } from '@shop/shared/api-client';
import { type AdminCategoryInput, endpoints } from '@shop/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTreeChanged } from './useTreeChanged';

/** Creates a category (no id) or renames one; the form shows a refusal itself (a taken slug next to the field). */
export function useSaveCategory() {
  const treeChanged = useTreeChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: AdminCategoryInput }) =>
      id === undefined
        ? callApi(endpoints.adminCreateCategory, { body: input })
        : callApi(endpoints.adminUpdateCategory, { params: { id }, body: input }),
    meta: { errorAlert: false },
    onSuccess: () => treeChanged(),
  });
}
