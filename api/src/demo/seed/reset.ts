import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TableName } from './batch';

/**
 * The catalogue and everything that points at its products, children first (foreign keys).
 * Users, sessions and pro-forma requests stay: request items are snapshots without a foreign key.
 */
const CATALOG_TABLES_CHILDREN_FIRST: readonly TableName[] = [
  'promotion_products',
  'promotions',
  'product_former_slugs',
  'product_specifications',
  'product_images',
  'cart_items',
  'compare_items',
  'favourites',
  'products',
  'manufacturers',
  'subcategories',
  'categories',
  // What the search knows of the catalogue's words (its synonym groups come with the demo subcategories).
  'search_synonyms',
  // The English of its specifications' words (seeded with the demo catalogue).
  'english_terms',
  // The catalogue's pictures (paths first: they point at the contents).
  'public_files',
  'stored_files',
];

export class CatalogNotEmptyError extends Error {
  override name = 'CatalogNotEmptyError';
  constructor() {
    super('The catalogue already has categories or products; the demo data is meant for an empty database.');
  }
}

export async function isCatalogEmpty(db: Kysely<Database>): Promise<boolean> {
  const category = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  const product = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  return category === undefined && product === undefined;
}

/** Empties the catalogue tables (one transaction: all or nothing). */
export async function resetCatalog(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of CATALOG_TABLES_CHILDREN_FIRST) await trx.deleteFrom(table).execute();
  });
}
