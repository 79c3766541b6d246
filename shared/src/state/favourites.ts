import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { routes as endpoints } from '../contracts/endpoint-routes';
import { queryKeys } from './queryKeys';
import { useCurrentUser } from './session';

/**
 * The signed-in user's favourites, one query for the product page's heart and the account's saved products; nothing
 * is asked for guests (SPEC §6: the heart is for signed-in users only).
 */
export function useFavourites() {
  const { data: user, isPending: userPending } = useCurrentUser();
  const query = useQuery({
    queryKey: queryKeys.userFavourites(user?.id ?? null),
    queryFn: () => callApi(endpoints.getFavoritesAmount),
    enabled: Boolean(user),
    staleTime: 30_000,
  });
  return { signedIn: Boolean(user), userPending, ...query };
}

/**
 * Adds a product to the favourites or removes it; every view of the list (hearts, saved products) refreshes from the
 * server. A refusal is shown by the shell's one mutation-error alert.
 */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favourite }: { id: number; favourite: boolean }) =>
      callApi(favourite ? endpoints.addToFavorites : endpoints.removeFromFavorites, { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.favourites }),
  });
}
