import { type Kysely, MysqlAdapter, sql } from 'kysely';

/*
 * Frozen (see the initial migration): the admin panel's products.
 * `products.version`: bumped by every staff save of a product's fields; an editor's save carries the version it
 * loaded, and a different one answers EDIT_CONFLICT instead of overwriting someone else's change.
 * `products.hidden` (0/1): a hidden product is gone from the shop (listings, search, product page, sitemap, cart and
 * compare adds) but stays in orders and in the admin panel.
 * Indexes for the admin table at 50 000 products: each sortable column (name already has one) so a page comes off an
 * index instead of sorting every row, the EAN prefix lookup of its search (the code's index comes with the CSV
 * import's migration), and on-sale products for that filter's count; order and pro-forma lines by product, which a
 * delete checks. Codes are not declared unique: the editor and the import refuse a duplicate (PRODUCT_CODE_TAKEN).
 * The shop's covering listing index gets `hidden` (its listings now ask `hidden = 0`).
 * On MySQL/MariaDB a FULLTEXT index on the name: the admin search finds names by word prefix through it instead of
 * reading every name (SQLite, the embedded default, searches names with LIKE).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and do not follow the evolving Database interface
type AnyDb = Kysely<any>;

const INDEXES: [name: string, columns: string[]][] = [
  ['products_updated_at_index', ['updated_at']],
  ['products_price_minor_index', ['price_minor']],
  ['products_stock_index', ['stock']],
  ['products_barcode_index', ['barcode']],
  ['products_on_sale_index', ['on_sale', 'sale_price_minor']],
  ['order_lines_product_id_index', ['product_id']],
  ['proforma_request_items_product_id_index', ['product_id']],
];

/** The columns of the shop's listing index (2026-11-22T04-catalog-listing-index). */
const LISTING_COLUMNS = [
  'subcategory_id',
  'manufacturer_id',
  'on_sale',
  'stock',
  'price_minor',
  'sale_price_minor',
  'created_at',
  'name',
];

const tableOf = (indexName: string) =>
  indexName.startsWith('order_lines')
    ? 'order_lines'
    : indexName.startsWith('proforma_request_items')
      ? 'proforma_request_items'
      : 'products';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('hidden', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  for (const [name, columns] of INDEXES) await db.schema.createIndex(name).on(tableOf(name)).columns(columns).execute();
  // Shop listings now also ask `hidden = 0`: the covering listing index gets the column, or every count would read rows.
  await dropIndex(db, 'products_listing_index', 'products');
  await db.schema
    .createIndex('products_listing_visible_index')
    .on('products')
    .columns([...LISTING_COLUMNS, 'hidden'])
    .execute();
  if (db.getExecutor().adapter instanceof MysqlAdapter) {
    await sql`create fulltext index products_name_fulltext on products (name)`.execute(db);
  }
}

/** MySQL names the table of an index to drop; SQLite's index names are global and it rejects `ON`. */
async function dropIndex(db: AnyDb, name: string, table: string): Promise<void> {
  const drop = db.schema.dropIndex(name);
  await (db.getExecutor().adapter instanceof MysqlAdapter ? drop.on(table) : drop).execute();
}

export async function down(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof MysqlAdapter) await dropIndex(db, 'products_name_fulltext', 'products');
  await dropIndex(db, 'products_listing_visible_index', 'products');
  await db.schema.createIndex('products_listing_index').on('products').columns(LISTING_COLUMNS).execute();
  for (const [name] of INDEXES) await dropIndex(db, name, tableOf(name));
  await db.schema.alterTable('products').dropColumn('hidden').execute();
  await db.schema.alterTable('products').dropColumn('version').execute();
}
