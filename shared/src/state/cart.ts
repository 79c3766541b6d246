import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showAlert } from '../alerts/alertStore';
import { callApi } from '../api-client';
import { endpoints } from '../contracts/endpoints';
import { useTranslation } from '../i18n/useTranslation';
import { queryKeys } from './queryKeys';

export interface AddToCartInput {
  id: number;
  quantity: number;
  /** The stock the visitor sees: zero is refused here, before any request (SPEC §5). */
  stock: number;
}

/**
 * Adds to the session's cart from any remote: the header count updates from the answer, and the spec's alerts
 * show (success 2 s; a refusal through the shell's one mutation-error alert).
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const mutation = useMutation({
    mutationFn: ({ id, quantity }: AddToCartInput) => callApi(endpoints.addToCart, { body: { id, quantity } }),
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.cartAmount, result.quantity);
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      showAlert({ message: t('cart.added'), type: 'success' });
    },
  });

  /** `onAdded` runs once the server has the item (e.g. the AddToCart pixel). */
  function addToCart(input: AddToCartInput, { onAdded }: { onAdded?: () => void } = {}) {
    if (input.stock <= 0) {
      showAlert({ message: t('cart.outOfStock'), type: 'error', time: 3_000 });
      return;
    }
    mutation.mutate(input, { onSuccess: onAdded });
  }

  return { addToCart, isPending: mutation.isPending };
}
