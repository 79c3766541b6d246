import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { routes as endpoints } from '../contracts/endpoint-routes';
import { queryKeys } from './queryKeys';
import { useVisitorData } from './visitorData';

/** SPEC §4: the user is loaded at start; null if loading fails (never an error on screen). */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: queryKeys.user,
    queryFn: () => callApi(endpoints.getUser).catch(() => null),
    staleTime: 60_000,
  });
  return { ...query, data: useVisitorData(query.data) };
}

/** The header's cart badge. Failures show 0 (SPEC §8: data-load failures are not shown to the user). */
export function useCartAmount() {
  const query = useQuery({
    queryKey: queryKeys.cartAmount,
    queryFn: () => callApi(endpoints.getCartAmount).catch(() => 0),
    staleTime: 30_000,
  });
  return { ...query, data: useVisitorData(query.data) };
}
