import { LISTING_PARAMS, LISTING_SORTS, type ListingQuery, type ListingSort } from '@shop/shared/contracts';

/** The page URL's query keys but the subcategory, which a category page has in its path. */
const PARAMS = LISTING_PARAMS.filter((key) => key !== 'podkategorija');

const isSort = (value: string | null): value is ListingSort => LISTING_SORTS.includes(value as ListingSort);

/**
 * The API query a listing URL stands for: the path's (sub)category and the query string's filters, sort and page.
 * The page and the server's prefetch both read the URL through this, so they ask for the same query.
 */
export function listingQueryOf(
  kategorija: string,
  podkategorija: string | undefined,
  searchParams: URLSearchParams,
): ListingQuery {
  const result: ListingQuery = { kategorija, ...(podkategorija && { podkategorija }) };
  for (const key of PARAMS) {
    const value = searchParams.get(key);
    if (value) Object.assign(result, { [key]: value });
  }
  if (!isSort(searchParams.get('sort'))) delete result.sort;
  return result;
}
