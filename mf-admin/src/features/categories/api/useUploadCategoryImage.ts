import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTreeChanged } from './useTreeChanged';

/** Sends the chosen picture; the API converts it to WebP and answers the category with its new image path. */
export function useUploadCategoryImage() {
  const treeChanged = useTreeChanged();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) =>
      callApi(endpoints.adminUploadCategoryImage, { params: { id }, file }),
    onSuccess: () => treeChanged(),
  });
}
