import { LISTING_PARAMS, SEARCH_TERM_PARAM } from '@shop/shared/contracts';

/**
 * The query parameters a server-rendered page reads (a category's or search results' filters, sort and page; the
 * search term), in the order the key lists them. Anything else (`utm_source`, `fbclid`, `gclid`…) does not change
 * the page.
 */
const PAGE_PARAMS: readonly string[] = [...LISTING_PARAMS, SEARCH_TERM_PARAM];

/**
 * The URL a page is rendered from and cached under: the path and the parameters the page reads, in one order. Tracking
 * parameters neither force a render nor push other pages out of the cache; the browser keeps its own URL with them.
 */
export function pageUrlOf(url: string): string {
  const [pathname = '/', search = ''] = url.split(/\?(.*)/s, 2);
  const params = new URLSearchParams(search);
  const read = new URLSearchParams();
  for (const name of PAGE_PARAMS) {
    for (const value of params.getAll(name)) read.append(name, value);
  }
  const query = read.toString();
  return query ? `${pathname}?${query}` : pathname;
}
