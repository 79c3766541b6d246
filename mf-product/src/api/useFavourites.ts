import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys, useCurrentUser } from '@shop/shared/state';
import { useQuery } from '@tanstack/react-query';

/** The signed-in user's favourites; nothing is asked for guests (the heart is hidden for them). */
export function useFavourites() {
  const { data: user } = useCurrentUser();
  const query = useQuery({
    queryKey: [...queryKeys.favourites, user?.id ?? null],
    queryFn: () => callApi(endpoints.getFavoritesAmount),
    enabled: Boolean(user),
    staleTime: 30_000,
  });
  return { signedIn: Boolean(user), ...query };
}
