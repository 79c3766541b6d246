import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { routes as endpoints } from '../contracts/endpoint-routes';
import type { BuyerPrice } from '../contracts/pricing';
import { queryKeys } from './queryKeys';
import { useCurrentUser } from './session';

const NONE: ReadonlyMap<number, BuyerPrice> = new Map();

/**
 * The signed-in buyer's own prices (a company's price list) for the products shown, by product id; empty for guests,
 * who are never asked about. Public pages render the shop's prices on the server (cached, shared); these fill in after
 * hydration, from an answer no cache keeps.
 */
export function useBuyerPrices(productIds: readonly number[]): ReadonlyMap<number, BuyerPrice> {
  const { data: user } = useCurrentUser();
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  const { data } = useQuery({
    queryKey: queryKeys.buyerPrices(user?.id ?? null, ids),
    queryFn: () => callApi(endpoints.getBuyerPrices, { query: { products: ids.join(',') } }),
    enabled: Boolean(user) && ids.length > 0,
    staleTime: 60_000,
    select: (answer) => new Map(answer.cijene.map((price) => [price.id_proizvoda, price])),
  });
  return data ?? NONE;
}
