import { showsCategoryBar } from '@shop/shared/site';
import type { PagePrefetchContext } from '@shop/shared/ssr';
import { categoriesQuery } from '@shop/shared/state';

/**
 * What the layout and the shell's own pages read from the API on their first render, fetched on the server before it
 * renders the page, so their HTML is complete and the browser does not fetch it again on hydration. Today that is the
 * category bar's categories, on the routes that show the bar; the header, the footer and the shell's pages read
 * nothing else public. Anonymous only: the user, the cart count and favourites are left to the browser, so the header
 * renders its "not known yet" state on the server and in the browser's first render alike.
 */
export async function prefetchLayout({ queryClient, url }: PagePrefetchContext): Promise<void> {
  // The same options as `useCategories` (their `staleTime` is longer than PREFETCHED_STALE_MS: no refetch on mount).
  if (showsCategoryBar(url.pathname)) await queryClient.prefetchQuery(categoriesQuery);
}
