import { callApi } from '@shop/shared/api-client';
import { type AdminProductBulkAction, endpoints } from '@shop/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { useCatalogueChanged } from './useCatalogueChanged';

/** One bulk action on the selected products (sale by %, end sale, move, set stock, hide, show). */
export function useBulkProductAction() {
  const catalogueChanged = useCatalogueChanged();
  return useMutation({
    mutationFn: (action: AdminProductBulkAction) => callApi(endpoints.adminBulkProducts, { body: action }),
    onSuccess: catalogueChanged,
  });
}
