import { ApiError, callApi } from '@shop/shared/api-client';
import { endpoints, type ProductResponse } from '@shop/shared/contracts';
import { PREFETCHED_STALE_MS } from '@shop/shared/ssr';
import { queryKeys } from '@shop/shared/state';
import { queryOptions } from '@tanstack/react-query';

/**
 * The API's 404 for an unknown product, kept as an answer rather than an error: a server render hands answers to the
 * browser dehydrated (errors are not), so both render the same not-found view.
 */
export interface ProductMissing {
  status: 404;
}

/** What the product page knows about a name: found (200), moved to another slug (301) or missing (404). */
export type ProductAnswer = ProductResponse | ProductMissing;

function missingAsAnswer(error: unknown): ProductMissing {
  if (error instanceof ApiError && error.status === 404) return { status: 404 };
  throw error;
}

/**
 * `/api/proizvod/:name`, for the page's `useQuery` and the server's prefetch alike (one key, one function). Fresh
 * for `PREFETCHED_STALE_MS`, so hydrating a server-rendered page never asks again.
 */
export function productQuery(name: string) {
  return queryOptions({
    queryKey: queryKeys.product(name),
    queryFn: (): Promise<ProductAnswer> => callApi(endpoints.getProduct, { params: { name } }).catch(missingAsAnswer),
    staleTime: PREFETCHED_STALE_MS,
    // A refusal (4xx) will not change by asking again; a server error may.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
