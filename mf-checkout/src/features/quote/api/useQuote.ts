import { callApi } from '@shop/shared/api-client';
import { endpoints, type Quote } from '@shop/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Only this page reads a quote: its key lives here. */
const quoteKey = (token: string) => ['quote', token] as const;

/** The quote behind a link (404 for an unknown or replaced one: no retry). */
export function useQuote(token: string) {
  return useQuery({
    queryKey: quoteKey(token),
    queryFn: () => callApi(endpoints.getQuote, { params: { token } }),
    retry: false,
  });
}

/** Decline or ask for a change: the page shows the quote the API answers. */
export function useQuoteAnswer(token: string) {
  const queryClient = useQueryClient();
  const show = (quote: Quote) => queryClient.setQueryData(quoteKey(token), quote);
  return {
    decline: useMutation({
      mutationFn: () => callApi(endpoints.declineQuote, { params: { token } }),
      onSuccess: show,
    }),
    askChange: useMutation({
      mutationFn: (message: string) => callApi(endpoints.requestQuoteChange, { params: { token }, body: { message } }),
      onSuccess: show,
    }),
  };
}

/** Accepting places the order; a refusal (stock, expiry) leaves the quote as it is, so it is read again. */
export function useAcceptQuote(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(endpoints.acceptQuote, { params: { token } }),
    onError: () => void queryClient.invalidateQueries({ queryKey: quoteKey(token) }),
  });
}
