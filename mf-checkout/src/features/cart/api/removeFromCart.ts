import { showAlert } from '@shop/shared/alerts';
import { callApi } from '@shop/shared/api-client';
import { type Cart, endpoints } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { queryKeys } from '@shop/shared/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';

const removeFromCart = (id: number) => callApi(endpoints.removeFromCart, { params: { id } });

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: removeFromCart,
    onSuccess: (cart: Cart) => {
      queryClient.setQueryData(queryKeys.cart, cart);
      queryClient.setQueryData(queryKeys.cartAmount, cart.broj_artikala);
      showAlert({ message: t('cart.removed'), type: 'success' });
    },
  });
}
