import type { SubcategoryInfo } from './catalog-structure';
import type { SearchMatch } from './match-query';

export type { SearchMatch } from './match-query';

/**
 * Product search, behind one interface so that a search server (Meilisearch, OpenSearch) can replace the in-process
 * index without touching the routes. Product changes must be reported through `reindexProducts` / `removeProduct`,
 * name and synonym changes through `reloadStructure` (a catalogue write's change does all three, on every instance).
 */
export interface SearchIndex {
  /** Every product the term finds, ranked in groups of equal relevance (see match-query.ts). */
  search(term: string): Promise<SearchMatch>;
  /** For a term that finds nothing: the nearest query (words one or two edits away) that finds something. */
  didYouMean(term: string): Promise<string | null>;
  /** The subcategories the term names, best first, with how many products each has. */
  subcategoriesNamed(term: string, limit: number): Promise<{ subcategory: SubcategoryInfo; products: number }[]>;
  /** Reads the products again from the database (after inserts or updates; a hidden one leaves the index). */
  reindexProducts(productIds: readonly number[]): Promise<void>;
  removeProduct(productId: number): Promise<void>;
  /** Reads category, subcategory and manufacturer names and the synonym table again. */
  reloadStructure(): Promise<void>;
  /** Builds the whole index from the database again. */
  rebuild(): Promise<void>;
  /** Picks up products changed (by `updated_at`) since the index last read them; resolves to how many. */
  syncChanges(): Promise<number>;
}
