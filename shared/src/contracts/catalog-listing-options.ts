/** Products per page of a category listing. */
export const LISTING_PAGE_SIZE = 24;

export const LISTING_SORTS = ['cijena_rastuce', 'cijena_opadajuce', 'najnovije', 'naziv'] as const;

/**
 * The filter keys of a listing's URL, the same names the API takes, on category pages and search results alike (the
 * subcategory facet, `podkategorija`, only on search results: a category page has it in its path).
 */
export const FILTER_PARAMS = ['podkategorija', 'proizvodjac', 'cijena_od', 'cijena_do', 'akcija', 'na_stanju'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/**
 * Every query key a listing page (a category or search results) reads: its filters, sort and page. The pages read
 * their URL through these, and the server keys its page cache on them.
 */
export const LISTING_PARAMS = [...FILTER_PARAMS, 'sort', 'stranica'] as const;
export type ListingParam = (typeof LISTING_PARAMS)[number];

/** Price ranges offered as a facet, in KM (upper bound exclusive; null = no bound). */
export const PRICE_RANGES: readonly { od: number; do: number | null }[] = [
  { od: 0, do: 100 },
  { od: 100, do: 300 },
  { od: 300, do: 600 },
  { od: 600, do: 1000 },
  { od: 1000, do: 2000 },
  { od: 2000, do: null },
];
