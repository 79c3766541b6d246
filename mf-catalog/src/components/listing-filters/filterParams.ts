import { FILTER_PARAMS, type FilterParam, type ListingParam } from '@shop/shared/contracts';

// The keys live in @shop/shared/contracts: the server keys its page cache on them too.
export { FILTER_PARAMS, type FilterParam, type ListingParam };
export type ParamChanges = Partial<Record<ListingParam, string | undefined>>;

/** Ids chosen in a facet (`proizvodjac=3,7`). */
export const chosenIds = (searchParams: URLSearchParams, key: FilterParam) =>
  new Set((searchParams.get(key) ?? '').split(',').filter(Boolean).map(Number));

export const hasFilters = (searchParams: URLSearchParams) => FILTER_PARAMS.some((key) => searchParams.has(key));
