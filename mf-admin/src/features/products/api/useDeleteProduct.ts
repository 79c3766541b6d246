import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productQueryKeys } from './productQueryKeys';
import { useCatalogueChanged } from './useCatalogueChanged';

/** Deletes a product; one that is in orders or pro-formas is refused (409 `PRODUCT_IN_ORDERS`, shown as an alert). */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  const catalogueChanged = useCatalogueChanged();
  return useMutation({
    mutationFn: (id: number) => callApi(endpoints.adminDeleteProduct, { params: { id } }),
    onSuccess: ({ id }) => {
      queryClient.removeQueries({ queryKey: productQueryKeys.one(id) });
      catalogueChanged();
    },
  });
}
