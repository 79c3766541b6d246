import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showAlert } from '../alerts/alertStore';
import { trackPixelEvent } from '../analytics/track';
import { callApi } from '../api-client';
import { routes as endpoints } from '../contracts/endpoint-routes';
import { useTranslation } from '../i18n/useTranslation';
import { queryKeys } from './queryKeys';

export interface AddToCartInput {
  id: number;
  quantity: number;
  /** The stock the visitor sees: zero is refused here, before any request (SPEC §5). */
  stock: number;
  /** For the social pixel's AddToCart: the product's name and current unit price in KM. */
  name: string;
  price: number;
}

/**
 * Adds to the session's cart from any remote (product page, every product card, compare page): the header count
 * updates from the answer, the spec's alerts show (success 2 s, with a 'Pogledaj korpu' link to the cart; a refusal
 * through the shell's one mutation-error alert), and the social pixel's AddToCart goes out once the cart has the item
 * (SPEC §7; `trackPixelEvent` checks consent and arrival).
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const { t, paths } = useTranslation();
  const mutation = useMutation({
    mutationFn: ({ id, quantity }: AddToCartInput) => callApi(endpoints.addToCart, { body: { id, quantity } }),
    onSuccess: (result, input) => {
      queryClient.setQueryData(queryKeys.cartAmount, result.quantity);
      void trackPixelEvent('AddToCart', {
        content_name: input.name,
        content_ids: [String(input.id)],
        content_type: 'product',
        value: Math.round(input.price * input.quantity * 100) / 100,
        currency: 'BAM',
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      showAlert({
        message: t('cart.added'),
        type: 'success',
        action: { label: t('cart.view'), href: paths.page('cart') },
      });
    },
  });

  function addToCart(input: AddToCartInput) {
    if (input.stock <= 0) {
      showAlert({ message: t('cart.outOfStock'), type: 'error', time: 3_000 });
      return;
    }
    mutation.mutate(input);
  }

  return { addToCart, isPending: mutation.isPending };
}
