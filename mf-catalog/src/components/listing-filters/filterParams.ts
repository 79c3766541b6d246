/**
 * The filter keys of a listing's URL, the same names the API takes, on category pages and search results alike (the
 * subcategory facet, `podkategorija`, only on search results: a category page has it in its path).
 */
export const FILTER_PARAMS = ['podkategorija', 'proizvodjac', 'cijena_od', 'cijena_do', 'akcija', 'na_stanju'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];
export type ListingParam = FilterParam | 'sort' | 'stranica';
export type ParamChanges = Partial<Record<ListingParam, string | undefined>>;

/** Ids chosen in a facet (`proizvodjac=3,7`). */
export const chosenIds = (searchParams: URLSearchParams, key: FilterParam) =>
  new Set((searchParams.get(key) ?? '').split(',').filter(Boolean).map(Number));

export const hasFilters = (searchParams: URLSearchParams) => FILTER_PARAMS.some((key) => searchParams.has(key));
