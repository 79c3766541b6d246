import { useMutation } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { routes as endpoints } from '../contracts/endpoint-routes';

/**
 * "Obavijesti me": leaves an address for a product that is out of stock; the page's language goes along as
 * `Accept-Language` (callApi). A refusal shows the server's message through the shell's mutation-error alert.
 */
export function useNotifyWhenInStock() {
  return useMutation({
    mutationFn: ({ productId, email }: { productId: number; email: string }) =>
      callApi(endpoints.notifyWhenInStock, { body: { id_proizvoda: productId, email } }),
  });
}
