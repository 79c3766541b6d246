import { clearAlert, showAlert } from '@shop/shared/alerts';
import { callApi } from '@shop/shared/api-client';
import { endpoints, type PlaceOrderBody } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';

const placeOrder = (body: PlaceOrderBody) => callApi(endpoints.placeOrder, { body });

/** Places the order; the cart empties (header count 0). A refusal (stock, declined card) shows the server's message. */
export function usePlaceOrder(onPlaced: (number: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onMutate: () => showAlert({ message: '', type: 'wait' }),
    onSuccess: ({ broj }) => {
      queryClient.setQueryData(queryKeys.cartAmount, 0);
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      // Points redeemed on the order are reserved now.
      void queryClient.invalidateQueries({ queryKey: queryKeys.loyalty });
      clearAlert();
      onPlaced(broj);
    },
    // The server's message is shown by the shell's mutation-error alert. Stock may have run out meanwhile (409):
    // the server trimmed the cart, so it is read again.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      void queryClient.invalidateQueries({ queryKey: queryKeys.cartAmount });
    },
  });
}
