import { SEARCH_TERM_PARAM } from '@shop/shared/contracts';

/** The term a /pretraga URL asks for (`?search=…`, trimmed): the page and the server's prefetch read it alike. */
export const searchTermOf = (searchParams: URLSearchParams) => (searchParams.get(SEARCH_TERM_PARAM) ?? '').trim();
