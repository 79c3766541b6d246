import {
  LISTING_PAGE_SIZE,
  type ListingFacets,
  type ListingResponse,
  type ParsedListingFilters,
  type ParsedListingQuery,
  PRICE_RANGES,
} from '@shop/shared/contracts';
import type { Language } from '@shop/shared/i18n/core';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { HttpError } from '../../http/http-error';
import { inLanguage } from '../../http/language';
import { TaggedTtlCache } from '../../lib/tagged-ttl-cache';
import { summariesIn } from '../products';
import {
  countListingFacets,
  findCategoryBySlug,
  type ListingCounts,
  type ListingFilter,
  type ListingScope,
  listListingPage,
  listSubcategoriesOf,
} from './listing-repository';

const kmToFeninga = (km: number) => Math.round(km * 100);
const feningaBuckets = PRICE_RANGES.map((range) => ({
  min: kmToFeninga(range.od),
  max: range.do === null ? undefined : kmToFeninga(range.do),
}));

/** Names in both languages: one cached scope answers Serbian and English listings alike. */
interface CategoryScope {
  category: { name: string; name_en: string | null; slug: string };
  subcategory: { name: string; name_en: string | null; slug: string } | null;
  subcategoryIds: number[];
}

/** Resolves the category (and subcategory) by slug; undefined when either is unknown. */
async function findScope(db: DbOrTransaction, kategorija: string, podkategorija?: string) {
  const category = await findCategoryBySlug(db, kategorija);
  if (!category) return undefined;
  const subcategories = await listSubcategoriesOf(db, category.id);
  if (podkategorija === undefined)
    return { category, subcategory: null, subcategoryIds: subcategories.map((s) => s.id) };
  const subcategory = subcategories.find((candidate) => candidate.slug === podkategorija);
  return subcategory && { category, subcategory, subcategoryIds: [subcategory.id] };
}

/**
 * Category and subcategory scopes change only when an editor edits the tree: kept for a short while, they save every
 * listing request two round trips, and an edit of the tree drops them at once (`forgetScopes`). Unknown slugs are not
 * cached.
 */
const SCOPE_TTL_MS = 30_000;

export interface CategoryListingOptions {
  /** The database to read, chosen per request (`app.catalogDb`). */
  db: () => DbOrTransaction;
  /** The scope cache's lifetime, from the configured one (`app.cluster.cacheTtl`). */
  cacheTtl: (configuredMs: number) => () => number;
}

/** A category or subcategory page: the page of products, the total and the facet counts, in two queries at once. */
export function createCategoryListing({ db, cacheTtl }: CategoryListingOptions) {
  const scopes = new TaggedTtlCache<CategoryScope>({ ttlMs: cacheTtl(SCOPE_TTL_MS), maxEntries: 1_000 });
  const scopeOf = (kategorija: string, podkategorija?: string) =>
    scopes.getOrLoad(`${kategorija}\n${podkategorija ?? ''}`, async () => {
      const scope = await findScope(db(), kategorija, podkategorija);
      return scope && { value: scope, tags: [] };
    });
  return {
    listing: (query: ParsedListingQuery, language: Language) => categoryListing(db(), query, language, scopeOf),
    forgetScopes: () => scopes.clear(),
  };
}

/**
 * The listing filter a URL's filters stand for, over `scope` (category pages and search results alike); a price
 * range whose lower bound is above its upper one is refused.
 */
export function listingFilterOf(query: ParsedListingFilters, scope: ListingScope): ListingFilter {
  if (query.cijena_od !== undefined && query.cijena_do !== undefined && query.cijena_od > query.cijena_do) {
    throw new HttpError('BAD_PRICE_RANGE');
  }
  return {
    scope,
    manufacturerIds: query.proizvodjac,
    price: {
      min: query.cijena_od === undefined ? undefined : kmToFeninga(query.cijena_od),
      max: query.cijena_do === undefined ? undefined : kmToFeninga(query.cijena_do),
    },
    onSale: query.akcija === '1',
    inStock: query.na_stanju === '1',
  };
}

/**
 * The facet counts of a filter (one pass over the listing index), as the API answers them, with the subcategories
 * (a search's results span several).
 */
export async function listingFacets(db: DbOrTransaction, filter: ListingFilter, language: Language) {
  const counts = await countListingFacets(db, filter, feningaBuckets);
  return {
    total: counts.total,
    facets: facetsOf(counts),
    subcategories: counts.subcategories.map((s) => ({
      id: s.id,
      naziv: inLanguage(language, s.name, s.name_en),
      broj: s.count,
    })),
  };
}

function facetsOf(counts: ListingCounts): ListingFacets {
  return {
    proizvodjaci: counts.manufacturers.map((m) => ({ id: m.id, naziv: m.name, broj: m.count })),
    cijene: PRICE_RANGES.map((range, i) => ({ od: range.od, do: range.do, broj: counts.buckets[i] ?? 0 })),
    naAkciji: counts.onSale,
    naStanju: counts.inStock,
  };
}

async function categoryListing(
  db: DbOrTransaction,
  query: ParsedListingQuery,
  language: Language,
  scopeOf: (kategorija: string, podkategorija?: string) => Promise<CategoryScope | undefined>,
): Promise<ListingResponse> {
  const scope = await scopeOf(query.kategorija, query.podkategorija);
  if (!scope) throw new HttpError('CATEGORY_NOT_FOUND');
  const filter = listingFilterOf(query, { subcategoryIds: scope.subcategoryIds });
  const page = query.stranica ?? 1;
  const [counts, rows] = await Promise.all([
    countListingFacets(db, filter, feningaBuckets),
    listListingPage(db, filter, query.sort ?? 'najnovije', {
      offset: (page - 1) * LISTING_PAGE_SIZE,
      limit: LISTING_PAGE_SIZE,
    }),
  ]);
  return {
    kategorija: {
      naziv: inLanguage(language, scope.category.name, scope.category.name_en),
      url_stranice: scope.category.slug,
    },
    podkategorija: scope.subcategory && {
      naziv: inLanguage(language, scope.subcategory.name, scope.subcategory.name_en),
      url_stranice: scope.subcategory.slug,
    },
    proizvodi: rows.map(summariesIn(language)),
    ukupno: counts.total,
    stranica: page,
    brojStranica: Math.max(1, Math.ceil(counts.total / LISTING_PAGE_SIZE)),
    facets: facetsOf(counts),
  };
}
