import { clearAlert, showAlert } from '@shop/shared/alerts';
import { callApi } from '@shop/shared/api-client';
import { type ApprovalRequested, endpoints, type PlaceOrderBody } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';

/** 32 hex digits. getRandomValues, unlike randomUUID, also works on a plain-http address. */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Places the order, or (a company buyer above the company's limit) records it for approval; either way the cart
 * empties (header count 0). A refusal (stock, declined card) shows the server's message.
 * The page's first submit makes the attempt's key and every later submit (a double click, a retry after an error or a
 * lost answer) sends the same one: the API places one order per key and answers a repeat with it.
 */
export function usePlaceOrder(
  onPlaced: (number: string) => void,
  onWaiting: (request: ApprovalRequested['odobrenje']) => void,
) {
  const queryClient = useQueryClient();
  const idempotencyKey = useRef<string | null>(null);
  return useMutation({
    mutationFn: (body: PlaceOrderBody) => {
      idempotencyKey.current ??= newIdempotencyKey();
      return callApi(endpoints.placeOrder, { body: { ...body, idempotency_key: idempotencyKey.current } });
    },
    onMutate: () => showAlert({ message: '', type: 'wait' }),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.cartAmount, 0);
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      // Points redeemed on the order are reserved now.
      void queryClient.invalidateQueries({ queryKey: queryKeys.loyalty });
      clearAlert();
      if ('broj' in answer) onPlaced(answer.broj);
      else onWaiting(answer.odobrenje);
    },
    // The server's message is shown by the shell's mutation-error alert. Stock may have run out meanwhile (409):
    // the server trimmed the cart, so it is read again.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      void queryClient.invalidateQueries({ queryKey: queryKeys.cartAmount });
    },
  });
}
