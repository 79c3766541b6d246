import { SEARCH_SORTS, SEARCH_TERM_PARAM, type SearchResultsQuery } from '@shop/shared/contracts';
import { FILTER_PARAMS } from '../../../components/listing-filters/filterParams';

/** The term a /pretraga URL asks for (`?search=…`, trimmed). */
export const searchTermOf = (searchParams: URLSearchParams) => (searchParams.get(SEARCH_TERM_PARAM) ?? '').trim();

type Sort = (typeof SEARCH_SORTS)[number];
const isSort = (value: string | null): value is Sort => SEARCH_SORTS.includes(value as Sort);

/**
 * The results a /pretraga URL stands for: the term, the filters and the sort (the pages come from scrolling). The
 * page and the server's prefetch both read the URL through this, so they ask for the same query.
 */
export function searchQueryOf(searchParams: URLSearchParams): Omit<SearchResultsQuery, 'stranica'> {
  const query: Omit<SearchResultsQuery, 'stranica'> = { search: searchTermOf(searchParams) };
  for (const key of FILTER_PARAMS) {
    const value = searchParams.get(key);
    if (value) Object.assign(query, { [key]: value });
  }
  const sort = searchParams.get('sort');
  if (isSort(sort)) query.sort = sort;
  return query;
}
