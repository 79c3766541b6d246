import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '../i18n/language';

/**
 * What the server gives an exposed page's `prefetch` export before it renders the page: the request's own
 * QueryClient (its state goes to the browser dehydrated, so the page does not fetch again on hydration), the page's
 * URL (path and query, as the browser will see it) and its language. The render is anonymous: prefetch only what any
 * visitor sees (never the cart, the session or favourites).
 */
export interface PagePrefetchContext {
  queryClient: QueryClient;
  url: URL;
  language: Language;
}

/**
 * `export const prefetch: PagePrefetch` beside an exposed page's default export. It should `await
 * queryClient.prefetchQuery(options)` with the same query options (key, function, `staleTime`) the page's `useQuery`
 * uses; an error is ignored (the page then fetches in the browser), and the server waits a bounded time for it.
 */
export type PagePrefetch = (context: PagePrefetchContext) => Promise<void>;

/** How long a prefetched answer counts as fresh in the browser: long enough that hydration never fetches it again. */
export const PREFETCHED_STALE_MS = 60_000;
