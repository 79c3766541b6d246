import { showAlert } from '@shop/shared/alerts';
import { callApi } from '@shop/shared/api-client';
import { type Cart, endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';

const updateCartItem = (body: { id_proizvoda: number; kolicina: number }) =>
  callApi(endpoints.updateCartItem, { body });

/** Sets a line's quantity; the answer is the whole cart, which also refreshes the header count. */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: (cart: Cart) => {
      queryClient.setQueryData(queryKeys.cart, cart);
      queryClient.setQueryData(queryKeys.cartAmount, cart.broj_artikala);
    },
    onError: (error) => {
      showAlert({ message: error.message, type: 'error', time: 3_000 });
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    },
  });
}
