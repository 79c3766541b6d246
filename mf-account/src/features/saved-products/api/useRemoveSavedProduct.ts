import { showAlert } from '@shop/shared/alerts';
import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Removes a product from the favourites; every view of the list (hearts included) refreshes. */
export function useRemoveSavedProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(endpoints.removeFromFavorites, { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.favourites }),
    onError: (error) => showAlert({ message: error.message, type: 'error', time: 3_000 }),
  });
}
