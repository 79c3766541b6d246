import { callApi } from '@shop/shared/api-client';
import { type AdminProduct, type AdminProductImages, endpoints } from '@shop/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productQueryKeys } from './productQueryKeys';
import { useCatalogueChanged } from './useCatalogueChanged';

type ImageChange =
  | { kind: 'upload'; file: File }
  | { kind: 'order'; imageIds: number[] }
  | { kind: 'main'; imageId: number }
  | { kind: 'delete'; imageId: number };

function sendImageChange(id: number, change: ImageChange): Promise<AdminProductImages> {
  switch (change.kind) {
    case 'upload':
      return callApi(endpoints.adminUploadProductImage, { params: { id }, file: change.file });
    case 'order':
      return callApi(endpoints.adminReorderProductImages, { params: { id }, body: { imageIds: change.imageIds } });
    case 'main':
      return callApi(endpoints.adminSetMainProductImage, { params: { id, imageId: change.imageId } });
    case 'delete':
      return callApi(endpoints.adminDeleteProductImage, { params: { id, imageId: change.imageId } });
  }
}

/**
 * Uploads, reorders, promotes to main or deletes one of a product's images. Each answer is the product's images in
 * their new order: it goes straight into the open product (images do not change its edit version).
 */
export function useProductImages(productId: number) {
  const queryClient = useQueryClient();
  const catalogueChanged = useCatalogueChanged();
  return useMutation({
    mutationFn: (change: ImageChange) => sendImageChange(productId, change),
    onSuccess: (images) => {
      queryClient.setQueryData<AdminProduct>(productQueryKeys.one(productId), (product) =>
        product ? { ...product, ...images } : product,
      );
      catalogueChanged();
    },
  });
}
