import { callApi } from '@shop/shared/api-client';
import { type AdminProductInputBody, endpoints } from '@shop/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productQueryKeys } from './productQueryKeys';
import { useCatalogueChanged } from './useCatalogueChanged';

export type SaveProductVariables =
  | { id?: undefined; body: AdminProductInputBody }
  | { id: number; body: AdminProductInputBody & { version: number } };

/**
 * Creates a product (no id) or saves one with the version the editor loaded (a stale version: 409 `EDIT_CONFLICT`).
 * The form shows refusals itself, next to its fields or as a conflict notice.
 */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  const catalogueChanged = useCatalogueChanged();
  return useMutation({
    mutationFn: ({ id, body }: SaveProductVariables) =>
      id === undefined
        ? callApi(endpoints.adminCreateProduct, { body })
        : callApi(endpoints.adminUpdateProduct, { params: { id }, body }),
    meta: { errorAlert: false },
    onSuccess: (product) => {
      queryClient.setQueryData(productQueryKeys.one(product.id), product);
      catalogueChanged();
    },
  });
}
