import { z } from 'zod';
import { ProductSummary } from './catalog';
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

export const SearchResultsQuery = z.object({
  search: searchTerm,
  stranica: z.coerce
    .number(withCode('INVALID_PAGE'))
    .int(withCode('INVALID_PAGE'))
    .min(1, withCode('INVALID_PAGE'))
    .max(10_000, withCode('INVALID_PAGE'))
    .optional(),
});

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
});
export type SearchResultsPage = z.infer<typeof SearchResultsPage>;
