import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { routes as endpoints } from '../contracts/endpoint-routes';
import { queryKeys } from './queryKeys';
import { useCurrentUser } from './session';

/**
 * The signed-in user's loyalty points (balance, expiring soon, ledger): the loyalty page and the redemption at /plati
 * read the same query. Nothing is asked for a guest.
 */
export function useLoyaltyAccount() {
  const { data: user, isPending: userPending } = useCurrentUser();
  const query = useQuery({
    queryKey: queryKeys.loyalty,
    queryFn: () => callApi(endpoints.getLoyalty),
    enabled: Boolean(user),
  });
  return { signedIn: Boolean(user), userPending, ...query };
}
