import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, MysqlAdapter, sql } from 'kysely';

/*
 * Frozen: this file describes the schema as of its date and must never change once deployed; later changes are new
 * migrations. It therefore uses Kysely<any> and imports nothing from the app.
 *
 * One migration for both dialects. MySQL tables are utf8mb4 with a case-insensitive collation (names, emails);
 * slugs use a binary collation so `računari` and `racunari` stay distinct, exactly as SQLite compares them.
 * Timestamps are ISO-8601 strings (`2026-11-22T10:00:00.000Z`) so they sort and compare the same everywhere.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and do not follow the evolving Database interface
type AnyDb = Kysely<any>;
type Column = ColumnDefinitionBuilder;

export async function up(db: AnyDb): Promise<void> {
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  const table = (name: string) => {
    const builder = db.schema.createTable(name);
    return mysql ? builder.modifyEnd(sql`engine=InnoDB default charset=utf8mb4 collate=utf8mb4_unicode_ci`) : builder;
  };
  const index = (name: string) => db.schema.createIndex(name);
  const id = (column: Column) => column.primaryKey().autoIncrement();
  const required = (column: Column) => column.notNull();
  /** Compared byte for byte: slugs and tokens. */
  const exactText = (length: number) =>
    sql.raw(mysql ? `varchar(${length}) collate utf8mb4_bin` : `varchar(${length})`);
  /** Compared ignoring case (MySQL: the table collation; SQLite: NOCASE, which folds ASCII letters only). */
  const caseInsensitiveText = (length: number) =>
    sql.raw(mysql ? `varchar(${length})` : `varchar(${length}) collate nocase`);
  const isoNow = mysql
    ? sql`(concat(substring(date_format(utc_timestamp(3), '%Y-%m-%dT%H:%i:%s.%f'), 1, 23), 'Z'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const createdAt = (column: Column) => column.notNull().defaultTo(isoNow);
  const foreignKey =
    (tableName: string, column: string, target: string, onDelete: 'cascade' | 'set null' | 'restrict' = 'cascade') =>
    (builder: CreateTableBuilder<string, string>) =>
      builder.addForeignKeyConstraint(`${tableName}_${column}_fk`, [column], target, ['id'], (constraint) =>
        constraint.onDelete(onDelete),
      );

  await table('categories')
    .addColumn('id', 'integer', id)
    .addColumn('slug', exactText(255), required)
    .addColumn('name', 'varchar(255)', required)
    .addColumn('image_url', 'varchar(500)', required)
    .addColumn('position', 'integer', required)
    .execute();
  await index('categories_slug_unique').unique().on('categories').column('slug').execute();

  // Catalogue structure uses RESTRICT: deleting a category or manufacturer must not silently delete products.
  await table('subcategories')
    .addColumn('id', 'integer', id)
    .addColumn('category_id', 'integer', required)
    .addColumn('slug', exactText(255), required)
    .addColumn('name', caseInsensitiveText(255), required)
    .addColumn('position', 'integer', required)
    .$call(foreignKey('subcategories', 'category_id', 'categories', 'restrict'))
    .execute();
  await index('subcategories_category_slug_unique')
    .unique()
    .on('subcategories')
    .columns(['category_id', 'slug'])
    .execute();

  await table('manufacturers')
    .addColumn('id', 'integer', id)
    .addColumn('name', caseInsensitiveText(255), required)
    .execute();
  await index('manufacturers_name_unique').unique().on('manufacturers').column('name').execute();

  await table('products')
    .addColumn('id', 'integer', id)
    .addColumn('slug', exactText(255), required)
    .addColumn('name', caseInsensitiveText(255), required)
    .addColumn('short_description', 'text', required)
    .addColumn('product_code', 'varchar(64)', required)
    .addColumn('barcode', 'varchar(32)', required)
    .addColumn('manufacturer_id', 'integer', required)
    .addColumn('subcategory_id', 'integer', required)
    .addColumn('stock', 'integer', required)
    .addColumn('price_minor', 'integer', required)
    .addColumn('sale_price_minor', 'integer')
    .addColumn('on_sale', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('warranty_months', 'integer', required)
    .addColumn('label', 'varchar(100)')
    .addColumn('label_color', 'varchar(32)')
    .addColumn('image_url', 'varchar(500)', required)
    .addColumn('created_at', 'varchar(32)', createdAt)
    .addColumn('updated_at', 'varchar(32)', required)
    .$call(foreignKey('products', 'manufacturer_id', 'manufacturers', 'restrict'))
    .$call(foreignKey('products', 'subcategory_id', 'subcategories', 'restrict'))
    .execute();
  await index('products_slug_unique').unique().on('products').column('slug').execute();
  // The product route's last fallback (exact name) and listings per subcategory (the PK rides along: newest first).
  await index('products_name_index').on('products').column('name').execute();
  await index('products_subcategory_id_index').on('products').column('subcategory_id').execute();
  await index('products_manufacturer_id_index').on('products').column('manufacturer_id').execute();

  await table('product_images')
    .addColumn('id', 'integer', id)
    .addColumn('product_id', 'integer', required)
    .addColumn('url', 'varchar(500)', required)
    .addColumn('position', 'integer', required)
    .$call(foreignKey('product_images', 'product_id', 'products'))
    .execute();
  await index('product_images_product_position_index')
    .on('product_images')
    .columns(['product_id', 'position'])
    .execute();

  await table('product_specifications')
    .addColumn('id', 'integer', id)
    .addColumn('product_id', 'integer', required)
    .addColumn('name', 'varchar(255)', required)
    .addColumn('value', 'text', required)
    .addColumn('position', 'integer', required)
    .$call(foreignKey('product_specifications', 'product_id', 'products'))
    .execute();
  await index('product_specifications_product_position_index')
    .on('product_specifications')
    .columns(['product_id', 'position'])
    .execute();

  await table('product_former_slugs')
    .addColumn('slug', exactText(255), (column) => column.primaryKey())
    .addColumn('product_id', 'integer', required)
    .$call(foreignKey('product_former_slugs', 'product_id', 'products'))
    .execute();
  await index('product_former_slugs_product_id_index').on('product_former_slugs').column('product_id').execute();

  await table('promotions')
    .addColumn('id', 'integer', id)
    .addColumn('slug', exactText(255), required)
    .addColumn('name', 'varchar(255)', required)
    .addColumn('starts_at', 'varchar(32)')
    .addColumn('ends_at', 'varchar(32)')
    .execute();
  await index('promotions_slug_unique').unique().on('promotions').column('slug').execute();

  await table('promotion_products')
    .addColumn('promotion_id', 'integer', required)
    .addColumn('product_id', 'integer', required)
    .addColumn('position', 'integer', required)
    .addPrimaryKeyConstraint('promotion_products_pk', ['promotion_id', 'product_id'])
    .$call(foreignKey('promotion_products', 'promotion_id', 'promotions'))
    .$call(foreignKey('promotion_products', 'product_id', 'products'))
    .execute();
  await index('promotion_products_product_id_index').on('promotion_products').column('product_id').execute();

  await table('users')
    .addColumn('id', 'integer', id)
    .addColumn('email', caseInsensitiveText(254), required)
    .addColumn('username', 'varchar(100)', required)
    .addColumn('role', 'varchar(16)', required)
    .addColumn('password_hash', 'varchar(255)', required)
    .addColumn('avatar_url', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', createdAt)
    .execute();
  await index('users_email_unique').unique().on('users').column('email').execute();

  await table('sessions')
    .addColumn('id', exactText(64), (column) => column.primaryKey())
    .addColumn('user_id', 'integer')
    .addColumn('created_at', 'varchar(32)', createdAt)
    .addColumn('expires_at', 'varchar(32)', required)
    .$call(foreignKey('sessions', 'user_id', 'users'))
    .execute();
  await index('sessions_user_id_index').on('sessions').column('user_id').execute();
  await index('sessions_expires_at_index').on('sessions').column('expires_at').execute();

  // A guest's rows carry session_id, a signed-in user's rows user_id; NULLs never collide in a unique index.
  for (const name of ['cart_items', 'compare_items']) {
    await table(name)
      .addColumn('id', 'integer', id)
      .addColumn('session_id', exactText(64))
      .addColumn('user_id', 'integer')
      .addColumn('product_id', 'integer', required)
      .$call((builder: CreateTableBuilder<string, string>) =>
        name === 'cart_items' ? builder.addColumn('quantity', 'integer', required) : builder,
      )
      .addColumn('added_at', 'varchar(32)', createdAt)
      .$call(foreignKey(name, 'session_id', 'sessions'))
      .$call(foreignKey(name, 'user_id', 'users'))
      .$call(foreignKey(name, 'product_id', 'products'))
      .execute();
    await index(`${name}_session_product_unique`).unique().on(name).columns(['session_id', 'product_id']).execute();
    await index(`${name}_user_product_unique`).unique().on(name).columns(['user_id', 'product_id']).execute();
    await index(`${name}_product_id_index`).on(name).column('product_id').execute();
  }

  await table('favourites')
    .addColumn('user_id', 'integer', required)
    .addColumn('product_id', 'integer', required)
    .addColumn('added_at', 'varchar(32)', createdAt)
    .addPrimaryKeyConstraint('favourites_pk', ['user_id', 'product_id'])
    .$call(foreignKey('favourites', 'user_id', 'users'))
    .$call(foreignKey('favourites', 'product_id', 'products'))
    .execute();
  await index('favourites_product_id_index').on('favourites').column('product_id').execute();

  // A request outlives its session and user: those references are cleared, the request stays.
  await table('proforma_requests')
    .addColumn('id', 'integer', id)
    .addColumn('session_id', exactText(64))
    .addColumn('user_id', 'integer')
    .addColumn('company_name', 'varchar(255)', required)
    .addColumn('jib', 'varchar(32)', required)
    .addColumn('contact_person', 'varchar(255)', required)
    .addColumn('email', 'varchar(254)', required)
    .addColumn('city', 'varchar(100)', required)
    .addColumn('postal_code', 'varchar(16)', required)
    .addColumn('address', 'varchar(255)', required)
    .addColumn('phone', 'varchar(32)', required)
    .addColumn('created_at', 'varchar(32)', createdAt)
    .$call(foreignKey('proforma_requests', 'session_id', 'sessions', 'set null'))
    .$call(foreignKey('proforma_requests', 'user_id', 'users', 'set null'))
    .execute();
  await index('proforma_requests_session_id_index').on('proforma_requests').column('session_id').execute();
  await index('proforma_requests_user_id_index').on('proforma_requests').column('user_id').execute();
  await index('proforma_requests_created_at_index').on('proforma_requests').column('created_at').execute();

  // product_id has no foreign key: an item is a snapshot (name, price) that must survive the product.
  await table('proforma_request_items')
    .addColumn('id', 'integer', id)
    .addColumn('proforma_request_id', 'integer', required)
    .addColumn('product_id', 'integer', required)
    .addColumn('product_name', 'varchar(255)', required)
    .addColumn('quantity', 'integer', required)
    .addColumn('unit_price_minor', 'integer', required)
    .$call(foreignKey('proforma_request_items', 'proforma_request_id', 'proforma_requests'))
    .execute();
  await index('proforma_request_items_request_id_index')
    .on('proforma_request_items')
    .column('proforma_request_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  const tables = [
    'proforma_request_items',
    'proforma_requests',
    'favourites',
    'compare_items',
    'cart_items',
    'sessions',
    'users',
    'promotion_products',
    'promotions',
    'product_former_slugs',
    'product_specifications',
    'product_images',
    'products',
    'manufacturers',
    'subcategories',
    'categories',
  ];
  for (const name of tables) await db.schema.dropTable(name).execute();
}
