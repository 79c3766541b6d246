import { z } from 'zod';
import { Category, ProductSummary } from './catalog';
import { LISTING_PARAMS, LISTING_SORTS } from './catalog-listing-options';
import { Money } from './common';
import { withCode } from './error-codes';

export const ListingSort = z.enum(LISTING_SORTS, withCode('INVALID_SORT'));
export type ListingSort = z.infer<typeof ListingSort>;

const flag = z.enum(['1'], withCode('INVALID_FILTER')).optional();
const priceBound = z.coerce
  .number(withCode('INVALID_PRICE'))
  .nonnegative(withCode('INVALID_PRICE'))
  .max(10_000_000, withCode('INVALID_PRICE'))
  .optional();

/** Comma-separated ids in a URL (`proizvodjac=3,7`), as a list. */
export const idListParam = (code: 'INVALID_MANUFACTURER' | 'INVALID_SUBCATEGORY') =>
  z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, withCode(code))
    .transform((text) => text.split(',').map(Number))
    .optional();

export const pageParam = z.coerce
  .number(withCode('INVALID_PAGE'))
  .int(withCode('INVALID_PAGE'))
  .min(1, withCode('INVALID_PAGE'))
  .max(10_000, withCode('INVALID_PAGE'))
  .optional();

/**
 * The filters a listing's URL holds, the same on category pages and search results: manufacturers as comma-separated
 * ids (`proizvodjac=3,7`), prices in KM, on sale, in stock.
 */
export const ListingFilters = z.object({
  proizvodjac: idListParam('INVALID_MANUFACTURER'),
  cijena_od: priceBound,
  cijena_do: priceBound,
  akcija: flag,
  na_stanju: flag,
});
export type ParsedListingFilters = z.output<typeof ListingFilters>;

/** A category or subcategory page's query: everything the page URL holds. */
export const ListingQuery = z.object({
  kategorija: z.string(withCode('CATEGORY_REQUIRED')).trim().min(1, withCode('CATEGORY_REQUIRED')).max(200),
  podkategorija: z.string().trim().min(1).max(200).optional(),
  ...ListingFilters.shape,
  sort: ListingSort.optional(),
  stranica: pageParam,
});
export type ListingQuery = z.input<typeof ListingQuery>;
// Every URL parameter a listing page reads is a field of the API's query (a renamed field fails to type-check here).
LISTING_PARAMS satisfies readonly (keyof ListingQuery)[];
export type ParsedListingQuery = z.output<typeof ListingQuery>;

export const ManufacturerFacet = z.object({ id: z.number().int(), naziv: z.string(), broj: z.number().int() });
export const PriceRangeFacet = z.object({ od: Money, do: Money.nullable(), broj: z.number().int() });

/** Each facet's counts apply every other active filter, so a count is the number of rows choosing it would show. */
export const ListingFacets = z.object({
  proizvodjaci: z.array(ManufacturerFacet),
  cijene: z.array(PriceRangeFacet),
  naAkciji: z.number().int(),
  naStanju: z.number().int(),
});
export type ListingFacets = z.infer<typeof ListingFacets>;

export const ListingResponse = z.object({
  kategorija: z.object({ naziv: z.string(), url_stranice: z.string() }),
  podkategorija: z.object({ naziv: z.string(), url_stranice: z.string() }).nullable(),
  proizvodi: z.array(ProductSummary),
  ukupno: z.number().int(),
  stranica: z.number().int(),
  brojStranica: z.number().int(),
  facets: ListingFacets,
});
export type ListingResponse = z.infer<typeof ListingResponse>;

/**
 * /webshop and the site's home page: products on sale, the newest, the running promotions and the categories with
 * their images (only what a tile needs: the home page is outside the shop, where the category tree does not load).
 */
export const PromotionLink = z.object({ naziv_promocije: z.string(), url: z.string() });
export const CategoryTile = Category.pick({ naziv_kategorije: true, url_stranice: true, url_slike: true });
export const WebshopHighlights = z.object({
  naAkciji: z.array(ProductSummary),
  novo: z.array(ProductSummary),
  promocije: z.array(PromotionLink),
  kategorije: z.array(CategoryTile),
});
export type WebshopHighlights = z.infer<typeof WebshopHighlights>;
