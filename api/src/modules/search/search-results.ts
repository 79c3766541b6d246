import {
  type ParsedSearchResultsQuery,
  type PopularCategory,
  SEARCH_PAGE_SIZE,
  type SearchFacets,
  type SearchResultsPage,
} from '@shop/shared/contracts';
import type { Language } from '@shop/shared/i18n/core';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import {
  findSubcategoryByName,
  type ListingFilter,
  listingFacets,
  listingFilterOf,
  listListingPage,
  listMatchingProducts,
  listProductCardsByIds,
} from '../catalog';
import { type ProductSummaryRow, summariesIn } from '../products';
import { filteredGroups, rankedRows } from './ranked-page';
import type { SearchIndex } from './search-index';

type ParsedQuery = ParsedSearchResultsQuery;

export interface SearchResultsContext {
  db: DbOrTransaction;
  index: SearchIndex;
  /** The answer's language (decision 019): names in English where staff wrote them. */
  language: Language;
  popularCategories: () => Promise<PopularCategory[]>;
}

const hasFilters = (query: ParsedQuery) =>
  Boolean(
    query.podkategorija?.length ||
      query.proizvodjac?.length ||
      query.cijena_od !== undefined ||
      query.cijena_do !== undefined ||
      query.akcija ||
      query.na_stanju,
  );

const NO_FACETS: SearchFacets = { proizvodjaci: [], cijene: [], naAkciji: 0, naStanju: 0, podkategorije: [] };

async function facetsOf(
  db: DbOrTransaction,
  filter: ListingFilter,
  language: Language,
): Promise<{ total: number; facets: SearchFacets }> {
  const { total, facets, subcategories } = await listingFacets(db, filter, language);
  return { total, facets: { ...facets, podkategorije: subcategories } };
}

/**
 * One page of /pretraga: the index ranks what the term finds; filters, facets, prices and stock come from the
 * database for those products (the listing's own queries, over the products found instead of a category), so what a
 * card shows is always current. Sorted by relevance (in-stock first among equals) unless another sort is asked for.
 */
export async function searchResultsPage(context: SearchResultsContext, query: ParsedQuery): Promise<SearchResultsPage> {
  const { db, index } = context;
  const page = query.stranica ?? 1;
  const first = page === 1;
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const sort = query.sort ?? 'relevantnost';
  const [match, exactSubcategory] = await Promise.all([
    index.search(query.search),
    first ? findSubcategoryByName(db, query.search) : undefined,
  ]);
  const found = match.groups.flatMap((group) => group.productIds);
  const filter: ListingFilter = {
    ...listingFilterOf(query, { found: match.found }),
    subcategoryIds: query.podkategorija,
  };

  let total = match.total;
  let facets: SearchFacets | null = first ? NO_FACETS : null;
  let rows: ProductSummaryRow[] = [];
  if (found.length > 0) {
    const filtered = hasFilters(query);
    const counted = first || filtered || sort !== 'relevantnost' ? facetsOf(db, filter, context.language) : undefined;
    const pageOf = { offset, limit: SEARCH_PAGE_SIZE };
    let pageRows: Promise<ProductSummaryRow[]>;
    if (sort !== 'relevantnost') {
      pageRows = listListingPage(db, filter, sort, pageOf);
    } else if (filtered) {
      const left = new Map((await listMatchingProducts(db, filter)).map((row) => [row.id, row.inStock]));
      const groups = filteredGroups(match.groups, left);
      pageRows = listProductCardsByIds(
        db,
        groups.flatMap((group) => group.productIds).slice(offset, offset + SEARCH_PAGE_SIZE),
      );
    } else {
      pageRows = rankedRows(match.groups, pageOf, (ids) => listProductCardsByIds(db, ids));
    }
    const [counts, pageResult] = await Promise.all([counted, pageRows]);
    rows = pageResult;
    if (counts) {
      total = counts.total;
      if (first) facets = counts.facets;
    }
  }

  // Nothing found at all (not merely filtered away): "did you mean" and subcategories to go on from.
  const nothingFound = match.total === 0 && first;
  const [predlog, popular] = await Promise.all([
    match.corrected ?? (nothingFound ? index.didYouMean(query.search) : null),
    nothingFound ? context.popularCategories() : [],
  ]);
  return {
    proizvodi: rows.map(summariesIn(context.language)),
    ukupno: total,
    stranica: page,
    imaJos: offset + rows.length < total,
    podkategorija: exactSubcategory
      ? { url_kategorije: exactSubcategory.categorySlug, url_podkategorije: exactSubcategory.slug }
      : null,
    facets,
    djelimicno: match.partial,
    predlog,
    popularneKategorije: popular,
  };
}
