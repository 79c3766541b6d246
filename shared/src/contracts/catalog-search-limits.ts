import { LISTING_SORTS } from './catalog-listing-options';

/** SPEC §9: suggestions start above 2 characters, after a 300 ms pause; results page in 10 at a time. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_PAGE_SIZE = 10;
/** How many product suggestions the header dropdown shows. */
export const SEARCH_SUGGESTION_LIMIT = 8;
/** How many subcategory rows it shows above them ("Laptopi — 42 proizvoda"). */
export const SEARCH_SUBCATEGORY_LIMIT = 2;
/** Search results are ranked by relevance unless the shopper picks one of the listing's sorts. */
export const SEARCH_SORTS = ['relevantnost', ...LISTING_SORTS] as const;

/** The search page URL's query key for the term (`/pretraga?search=…`). */
export const SEARCH_TERM_PARAM = 'search';
