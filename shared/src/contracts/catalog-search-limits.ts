/** SPEC §9: suggestions start above 2 characters, after a 300 ms pause; results page in 10 at a time. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_PAGE_SIZE = 10;
/** How many suggestions the header dropdown shows. */
export const SEARCH_SUGGESTION_LIMIT = 8;

/** The search page URL's query key for the term (`/pretraga?search=…`). */
export const SEARCH_TERM_PARAM = 'search';
