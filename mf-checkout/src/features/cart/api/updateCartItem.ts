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
    // The refusal itself is shown by the shell's mutation-error alert; the cart is read again to undo the change.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
  });
}
