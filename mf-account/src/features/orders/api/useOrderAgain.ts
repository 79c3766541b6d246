import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Puts the order's lines into the cart; the header's count comes with the answer, the cart page reads afresh. */
export function useOrderAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(endpoints.orderAgain, { params: { id } }),
    onSuccess: ({ quantity }) => {
      queryClient.setQueryData(queryKeys.cartAmount, quantity);
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    },
  });
}
