import { type Kysely, MysqlAdapter } from 'kysely';

/*
 * Frozen. Category listings filter, count and sort thousands of products per category: one index holding every column
 * they read (InnoDB and SQLite add the primary key) lets facet counts and page ids come from the index alone,
 * without reading the wide product rows; only the page's 24 rows are read in full.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and do not follow the evolving Database interface
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('products_listing_index')
    .on('products')
    .columns([
      'subcategory_id',
      'manufacturer_id',
      'on_sale',
      'stock',
      'price_minor',
      'sale_price_minor',
      'created_at',
      'name',
    ])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  // MySQL names the table of an index to drop; SQLite's index names are global and it rejects `ON`.
  const drop = db.schema.dropIndex('products_listing_index');
  await (db.getExecutor().adapter instanceof MysqlAdapter ? drop.on('products') : drop).execute();
}
