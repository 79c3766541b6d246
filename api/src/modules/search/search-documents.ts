import type { DbOrTransaction } from '../../db/db-or-transaction';

/** The text a product is found by. */
export interface SearchDocument {
  id: number;
  name: string;
  code: string;
  barcode: string;
  manufacturer: string;
}

function searchDocuments(db: DbOrTransaction) {
  return db
    .selectFrom('products as p')
    .innerJoin('manufacturers as m', 'm.id', 'p.manufacturer_id')
    .select([
      'p.id',
      'p.name',
      'p.product_code as code',
      'p.barcode',
      'm.name as manufacturer',
      'p.updated_at',
      'p.hidden',
    ]);
}

/** Hidden products stay out of the index (a hide reindexes the product, which then drops it). */
export function listSearchDocuments(db: DbOrTransaction): Promise<(SearchDocument & { updated_at: string })[]> {
  return searchDocuments(db).where('p.hidden', '=', 0).orderBy('p.id').execute();
}

/**
 * Products changed after `updatedAfter` (an ISO time; the column holds ISO strings, which sort as text), hidden ones
 * included: a product hidden since must leave the index.
 */
export function listSearchDocumentsChangedAfter(
  db: DbOrTransaction,
  updatedAfter: string,
): Promise<(SearchDocument & { updated_at: string; hidden: number })[]> {
  return searchDocuments(db).where('p.updated_at', '>', updatedAfter).orderBy('p.id').execute();
}

/** The visible products among `productIds` (one query; pass a few hundred ids at a time). */
export function findSearchDocuments(db: DbOrTransaction, productIds: readonly number[]): Promise<SearchDocument[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return searchDocuments(db)
    .where('p.id', 'in', [...productIds])
    .where('p.hidden', '=', 0)
    .execute();
}
