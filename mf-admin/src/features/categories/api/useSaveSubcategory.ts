import { callApi } from '@shop/shared/api-client';
import { type AdminSubcategoryInput, endpoints } from '@shop/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTreeChanged } from './useTreeChanged';

/** Creates a subcategory (no id) or edits one (name, slug, parent); the form shows a refusal itself. */
export function useSaveSubcategory() {
  const treeChanged = useTreeChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: AdminSubcategoryInput }) =>
      id === undefined
        ? callApi(endpoints.adminCreateSubcategory, { body: input })
        : callApi(endpoints.adminUpdateSubcategory, { params: { id }, body: input }),
    meta: { errorAlert: false },
    onSuccess: () => treeChanged(),
  });
}
