import { callApi } from '@shop/shared/api-client';
import { endpoints, type Quote } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * Which quote the page shows: by its emailed link's token (anyone holding it), or by its pro-forma request's id from
 * the account's list (signed in: the requester or their company's administrator).
 */
export type QuoteRef = { token: string } | { id: number };

/** The calls and the cache key for one way of opening a quote; only this page reads a quote by its token. */
function quoteCalls(ref: QuoteRef) {
  if ('token' in ref) {
    const params = { token: ref.token };
    return {
      key: ['quote', ref.token] as const,
      get: () => callApi(endpoints.getQuote, { params }),
      accept: () => callApi(endpoints.acceptQuote, { params }),
      decline: () => callApi(endpoints.declineQuote, { params }),
      askChange: (message: string) => callApi(endpoints.requestQuoteChange, { params, body: { message } }),
    };
  }
  const params = { id: ref.id };
  return {
    key: queryKeys.myQuote(ref.id),
    get: () => callApi(endpoints.getMyQuote, { params }),
    accept: () => callApi(endpoints.acceptMyQuote, { params }),
    decline: () => callApi(endpoints.declineMyQuote, { params }),
    askChange: (message: string) => callApi(endpoints.requestMyQuoteChange, { params, body: { message } }),
  };
}

/** The quote (404 for an unknown or replaced link, or a quote that is not the user's: no retry). */
export function useQuote(ref: QuoteRef) {
  const calls = quoteCalls(ref);
  return useQuery({ queryKey: calls.key, queryFn: calls.get, retry: false });
}

/** What any answer changes besides the page: the account's list of quotes (and, after accepting, its orders). */
function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.myQuotes });
    void queryClient.invalidateQueries({ queryKey: queryKeys.myOrders });
  };
}

/** Decline or ask for a change: the page shows the quote the API answers. */
export function useQuoteAnswer(ref: QuoteRef) {
  const queryClient = useQueryClient();
  const refreshAccount = useRefreshAccount();
  const calls = quoteCalls(ref);
  const show = (quote: Quote) => {
    queryClient.setQueryData(calls.key, quote);
    refreshAccount();
  };
  return {
    decline: useMutation({ mutationFn: calls.decline, onSuccess: show }),
    askChange: useMutation({ mutationFn: calls.askChange, onSuccess: show }),
  };
}

/** Accepting places the order; a refusal (stock, expiry) leaves the quote as it is, so it is read again. */
export function useAcceptQuote(ref: QuoteRef) {
  const queryClient = useQueryClient();
  const refreshAccount = useRefreshAccount();
  const calls = quoteCalls(ref);
  return useMutation({
    mutationFn: calls.accept,
    onSuccess: refreshAccount,
    onError: () => void queryClient.invalidateQueries({ queryKey: calls.key }),
  });
}
