import { LISTING_SORTS, type ListingQuery, type ListingSort } from '@shop/shared/contracts';

import type { ListingParam } from '../../../components/listing-filters/filterParams';

/** The page URL's query keys: the same names the API takes, so a shared link holds the whole listing state. */
const PARAMS: ListingParam[] = ['proizvodjac', 'cijena_od', 'cijena_do', 'akcija', 'na_stanju', 'sort', 'stranica'];

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
