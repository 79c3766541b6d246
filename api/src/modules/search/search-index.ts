/** One page of matches: product ids in rank order, and how many match in all. */
export interface SearchHits {
  ids: number[];
  total: number;
}

/**
 * Product search, behind one interface so that a search server (Meilisearch, OpenSearch) can replace the in-process
 * index without touching the routes. Product changes must be reported through `reindexProducts` / `removeProduct` (`app.catalogChanged` does both).
 */
export interface SearchIndex {
  search(term: string, page: { offset: number; limit: number }): Promise<SearchHits>;
  /** Reads the products again from the database (after inserts or updates; a hidden one leaves the index). */
  reindexProducts(productIds: readonly number[]): Promise<void>;
  removeProduct(productId: number): Promise<void>;
  /** Builds the whole index from the database again. */
  rebuild(): Promise<void>;
  /** Picks up products changed (by `updated_at`) since the index last read them; resolves to how many. */
  syncChanges(): Promise<number>;
}
