import { showAlert } from '@shop/shared/alerts';
import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Adds the product to the favourites or removes it; every view of the list refreshes from the server's answer. */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favourite }: { id: number; favourite: boolean }) =>
      callApi(favourite ? endpoints.addToFavorites : endpoints.removeFromFavorites, { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.favourites }),
    onError: (error) => showAlert({ message: error.message, type: 'error', time: 3_000 }),
  });
}
