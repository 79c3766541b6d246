import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useQuery } from '@tanstack/react-query';

export const getCart = () => callApi(endpoints.getCart);

/** The session's cart with prices re-read by the server; the cart and payment pages share it. */
export function useCart() {
  return useQuery({ queryKey: queryKeys.cart, queryFn: getCart });
}
