import { showAlert } from '@shop/shared/alerts';
import type { ShopMutationMeta } from '@shop/shared/state';
import { MutationCache, QueryClient } from '@tanstack/react-query';

/** SPEC §8: error alerts stay 2–3 s. */
const ERROR_ALERT_MS = 3_000;

/**
 * The server answered: an `ApiError`, told by its name, not `instanceof`: each remote bundles its own copy of the API
 * client (decision 006), so an error thrown in a remote is not an instance of the shell's class.
 */
function isApiError(error: Error): error is Error & { status: number } {
  return error.name === 'ApiError' && typeof (error as { status?: unknown }).status === 'number';
}

/**
 * The one place a failed mutation is shown, for the shell and every remote: the server's message (already in the
 * visitor's language) as an error alert, unless the mutation opted out with `meta: { errorAlert: false }`. A failure
 * without an answer from the server (network, a bug) has no message for the visitor, so it is only logged.
 */
export function showMutationError(error: Error, meta: ShopMutationMeta | undefined) {
  if (meta?.errorAlert === false) return;
  if (isApiError(error)) showAlert({ message: error.message, type: 'error', time: ERROR_ALERT_MS });
  else console.error('[mutation] failed without an answer from the server', error);
}

/** One QueryClient for the whole site: remotes read and invalidate the same cache through `@shop/shared/state`. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => showMutationError(error, mutation.meta),
    }),
  });
}
