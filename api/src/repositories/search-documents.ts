import type { DbOrTransaction } from './db-or-transaction';

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
    .select(['p.id', 'p.name', 'p.product_code as code', 'p.barcode', 'm.name as manufacturer', 'p.updated_at']);
}

export function listSearchDocuments(db: DbOrTransaction): Promise<(SearchDocument & { updated_at: string })[]> {
  return searchDocuments(db).orderBy('p.id').execute();
}

/** Products changed after `updatedAfter` (an ISO time; the column holds ISO strings, which sort as text). */
export function listSearchDocumentsChangedAfter(
  db: DbOrTransaction,
  updatedAfter: string,
): Promise<(SearchDocument & { updated_at: string })[]> {
  return searchDocuments(db).where('p.updated_at', '>', updatedAfter).orderBy('p.id').execute();
}

export function findSearchDocument(db: DbOrTransaction, productId: number): Promise<SearchDocument | undefined> {
  return searchDocuments(db).where('p.id', '=', productId).executeTakeFirst();
}
