import { z } from 'zod';
import { ProductSummary } from './catalog';
import { idListParam, ListingFacets, ListingFilters, pageParam } from './catalog-listing';
import { SEARCH_SORTS } from './catalog-search-limits';
import { Money } from './common';
import { withCode } from './error-codes';

const searchTerm = z
  .string(withCode('SEARCH_TERM_REQUIRED'))
  .trim()
  .min(1, withCode('SEARCH_TERM_REQUIRED'))
  .max(100, withCode('SEARCH_TERM_TOO_LONG'));

/** SPEC §7: POST /api/searchProducts {value}. */
export const SearchProductsBody = z.object({ value: searchTerm });

/** SPEC §7: each suggestion has slug, naziv, url_slike, trenutna_cijena. */
export const SearchSuggestion = z.object({
  slug: z.string(),
  naziv: z.string(),
  url_slike: z.string(),
  trenutna_cijena: Money,
});
export type SearchSuggestion = z.infer<typeof SearchSuggestion>;

/**
 * The subcategory rows above the product suggestions ("Laptopi — 42 proizvoda"): a call of its own, so the spec's
 * `searchProducts` keeps answering a list of products only. `broj`: the products the subcategory page shows.
 */
export const SubcategorySuggestion = z.object({
  naziv: z.string(),
  url_kategorije: z.string(),
  url_podkategorije: z.string(),
  broj: z.number().int(),
});
export type SubcategorySuggestion = z.infer<typeof SubcategorySuggestion>;

export const SearchSort = z.enum(SEARCH_SORTS, withCode('INVALID_SORT'));
export type SearchSort = z.infer<typeof SearchSort>;

/**
 * /pretraga's query: the term and page, and the listing's filters (as on category pages, plus the subcategories
 * found, `podkategorija=4,9`) and sort (by relevance unless another is chosen): all of it lives in the page URL.
 */
export const SearchResultsQuery = z.object({
  search: searchTerm,
  stranica: pageParam,
  podkategorija: idListParam('INVALID_SUBCATEGORY'),
  ...ListingFilters.shape,
  sort: SearchSort.optional(),
});
export type SearchResultsQuery = z.input<typeof SearchResultsQuery>;
export type ParsedSearchResultsQuery = z.output<typeof SearchResultsQuery>;

/** The category page's facets plus the subcategories the results come from. */
export const SearchFacets = ListingFacets.extend({
  podkategorije: z.array(z.object({ id: z.number().int(), naziv: z.string(), broj: z.number().int() })),
});
export type SearchFacets = z.infer<typeof SearchFacets>;

/** A subcategory offered when a search finds nothing. */
export const PopularCategory = z.object({
  naziv: z.string(),
  url_kategorije: z.string(),
  url_podkategorije: z.string(),
});
export type PopularCategory = z.infer<typeof PopularCategory>;

export const SearchResultsPage = z.object({
  proizvodi: z.array(ProductSummary),
  ukupno: z.number().int(),
  stranica: z.number().int(),
  imaJos: z.boolean(),
  /**
   * SPEC §5: a term that is exactly a subcategory's name (any case) belongs on that subcategory's page. Resolved here
   * (first page only) so the header's box need not load the categories on pages outside the shop (SPEC §4).
   */
  podkategorija: z.object({ url_kategorije: z.string(), url_podkategorije: z.string() }).nullable(),
  /** First page only (null on the next ones): counts per facet, each applying every other chosen filter. */
  facets: SearchFacets.nullable(),
  /** No product has every word of the term: these have the most of them (the page says so). */
  djelimicno: z.boolean(),
  /** "Did you mean": the term as found (typos corrected), or the nearest term that finds something when none did. */
  predlog: z.string().nullable(),
  /** When nothing is found (first page): subcategories to go on from instead of an empty page. */
  popularneKategorije: z.array(PopularCategory),
});
export type SearchResultsPage = z.infer<typeof SearchResultsPage>;
