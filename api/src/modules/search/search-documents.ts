import { synonymPhrasesOf } from '@shop/shared/contracts';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import type { CatalogStructureRows } from './catalog-structure';
import type { IndexedProduct } from './inverted-index';

/** Products read per query when the index is built or many are reindexed at once (a CSV import). */
export const DOCUMENT_BATCH = 1_000;

export interface SearchDocument extends IndexedProduct {
  updatedAt: string;
  hidden: boolean;
}

function productRows(db: DbOrTransaction) {
  return db
    .selectFrom('products as p')
    .select([
      'p.id',
      'p.name',
      'p.name_en as englishName',
      'p.short_description as description',
      'p.short_description_en as englishDescription',
      'p.subcategory_id as subcategoryId',
      'p.manufacturer_id as manufacturerId',
      'p.updated_at as updatedAt',
      'p.hidden',
    ]);
}

type ProductRow = Awaited<ReturnType<ReturnType<typeof productRows>['execute']>>[number];

/** The rows with their specification values and their English (one more query for the batch). */
async function withSpecifications(db: DbOrTransaction, rows: ProductRow[]): Promise<SearchDocument[]> {
  if (rows.length === 0) return [];
  const specifications = await db
    .selectFrom('product_specifications as ps')
    .leftJoin('english_terms as t', 't.serbian', 'ps.value')
    .select(['ps.product_id', 'ps.value', 't.english'])
    .where(
      'ps.product_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('ps.product_id')
    .orderBy('ps.position')
    .execute();
  const valuesOf = new Map<number, string[]>();
  for (const { product_id, value, english } of specifications) {
    const values = valuesOf.get(product_id) ?? [];
    values.push(english ? `${value} ${english}` : value);
    valuesOf.set(product_id, values);
  }
  return rows.map(({ hidden, description, englishDescription, ...row }) => ({
    ...row,
    description: englishDescription ? `${description}\n${englishDescription}` : description,
    hidden: Number(hidden) !== 0,
    specifications: valuesOf.get(row.id) ?? [],
  }));
}

/** The visible products after `afterId`, by id (keyset pages: the build never holds the whole catalogue's rows). */
export async function listSearchDocuments(db: DbOrTransaction, afterId: number, limit: number) {
  const rows = await productRows(db)
    .where('p.id', '>', afterId)
    .where('p.hidden', '=', 0)
    .orderBy('p.id')
    .limit(limit)
    .execute();
  return withSpecifications(db, rows);
}

/**
 * Products changed after `updatedAfter` (an ISO time; the column holds ISO strings, which sort as text), hidden ones
 * included: a product hidden since must leave the index.
 */
export async function listSearchDocumentsChangedAfter(db: DbOrTransaction, updatedAfter: string) {
  const rows = await productRows(db).where('p.updated_at', '>', updatedAfter).orderBy('p.id').execute();
  return withSpecifications(db, rows);
}

/** The products among `productIds`, hidden ones included (pass at most DOCUMENT_BATCH ids). */
export async function findSearchDocuments(db: DbOrTransaction, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  const rows = await productRows(db)
    .where('p.id', 'in', [...productIds])
    .execute();
  return withSpecifications(db, rows);
}

/** A query that could be a product code or a barcode: one chunk of letters and digits with a digit in it. */
const CODE_LIKE = /^(?=[\p{L}\p{N}-]*\p{N})[\p{L}\p{N}][\p{L}\p{N}-]{2,39}$/u;

/**
 * The visible products whose code or barcode is `term` exactly (as typed or in capitals: codes are stored in
 * capitals, and SQLite compares case-sensitively). Through the columns' indexes; no query for a term of words.
 */
export async function findProductsByCode(db: DbOrTransaction, term: string): Promise<number[]> {
  const code = term.trim();
  if (!CODE_LIKE.test(code)) return [];
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where((eb) => eb.or([eb('product_code', 'in', [code, code.toUpperCase()]), eb('barcode', '=', code)]))
    .where('hidden', '=', 0)
    .execute();
  return rows.map((row) => row.id);
}

/** Categories, subcategories (with their English names), manufacturers and the synonym groups. */
export async function loadCatalogStructure(db: DbOrTransaction): Promise<CatalogStructureRows> {
  const [categories, subcategories, manufacturers, synonyms] = await Promise.all([
    db.selectFrom('categories').select(['id', 'name', 'name_en as nameEn', 'slug']).execute(),
    db
      .selectFrom('subcategories')
      .select(['id', 'name', 'name_en as nameEn', 'slug', 'category_id as categoryId'])
      .execute(),
    db.selectFrom('manufacturers').select(['id', 'name']).execute(),
    db.selectFrom('search_synonyms').select('terms').orderBy('id').execute(),
  ]);
  return {
    categories,
    subcategories,
    manufacturers,
    synonymGroups: synonyms.map((row) => synonymPhrasesOf(row.terms)),
  };
}
