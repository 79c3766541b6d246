/** Products per page of a category listing. */
export const LISTING_PAGE_SIZE = 24;

export const LISTING_SORTS = ['cijena_rastuce', 'cijena_opadajuce', 'najnovije', 'naziv'] as const;

/**
 * A listing page URL's query keys (filters, sort, page): the same names the API takes, so a shared link holds the
 * whole listing state. The page reads its URL through these, and the server keys its page cache on them.
 */
export const LISTING_PARAMS = [
  'proizvodjac',
  'cijena_od',
  'cijena_do',
  'akcija',
  'na_stanju',
  'sort',
  'stranica',
] as const;
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
