import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys, useCurrentUser } from '@shop/shared/state';
import { useQuery } from '@tanstack/react-query';

/** The signed-in user's favourites (the same query the product page's heart reads); nothing for guests. */
export function useSavedProducts() {
  const { data: user, isPending: userPending } = useCurrentUser();
  const query = useQuery({
    queryKey: [...queryKeys.favourites, user?.id ?? null],
    queryFn: () => callApi(endpoints.getFavoritesAmount),
    enabled: Boolean(user),
  });
  return { signedIn: Boolean(user), userPending, ...query };
}
