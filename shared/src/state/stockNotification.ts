import { useMutation } from '@tanstack/react-query';
import { showAlert } from '../alerts/alertStore';
import { callApi } from '../api-client';
import { endpoints } from '../contracts/endpoints';
import { useTranslation } from '../i18n/useTranslation';

/** "Obavijesti me": leaves an address for a product that is out of stock; a refusal shows the server's message. */
export function useNotifyWhenInStock() {
  const { language } = useTranslation();
  return useMutation({
    mutationFn: ({ productId, email }: { productId: number; email: string }) =>
      callApi(endpoints.notifyWhenInStock, { body: { id_proizvoda: productId, email, jezik: language } }),
    onError: (error) => showAlert({ message: error.message, type: 'error', time: 3_000 }),
  });
}
