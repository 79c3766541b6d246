import { type Kysely, MysqlAdapter, sql } from 'kysely';

/*
 * Frozen (see the initial migration): issue 27. Business customers: companies with their members (buyers and
 * administrators) and delivery addresses, customer groups ("Partneri", "Obrazovanje") a company or a user belongs
 * to, and price lists for one company or one group: rules per product, category or manufacturer, each from a quantity
 * on (the tiers), with a price or a percentage off. An order records the company it was placed for (no loyalty points).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and do not follow the evolving Database interface
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  const isoNow = mysql
    ? sql`(concat(substring(date_format(utc_timestamp(3), '%Y-%m-%dT%H:%i:%s.%f'), 1, 23), 'Z'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const table = (name: string) => {
    const created = db.schema.createTable(name);
    return mysql ? created.modifyEnd(sql`engine=InnoDB default charset=utf8mb4 collate=utf8mb4_unicode_ci`) : created;
  };

  await table('customer_groups')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('name', 'varchar(100)', (column) => column.notNull().unique())
    .execute();

  await table('companies')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('jib', 'varchar(13)', (column) => column.notNull().unique())
    .addColumn('pdv_number', 'varchar(12)')
    .addColumn('seat_address', 'varchar(300)', (column) => column.notNull())
    .addColumn('customer_group_id', 'integer', (column) => column.references('customer_groups.id').onDelete('set null'))
    .addColumn('verified_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull().defaultTo(isoNow))
    .execute();

  await table('company_delivery_addresses')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('address', 'varchar(300)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('company_delivery_addresses_company_index')
    .on('company_delivery_addresses')
    .column('company_id')
    .execute();

  // A user belongs to at most one company (the primary key).
  await table('company_members')
    .addColumn('user_id', 'integer', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('role', 'varchar(20)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull().defaultTo(isoNow))
    .execute();
  await db.schema.createIndex('company_members_company_index').on('company_members').column('company_id').execute();

  // No foreign key on the columns added to existing tables: MySQL could then not drop them again (down) without the
  // constraint's generated name, and SQLite cannot add one later. Groups are never deleted; orders keep their company.
  await db.schema.alterTable('users').addColumn('customer_group_id', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('company_id', 'integer').execute();

  await table('price_lists')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('valid_from', 'varchar(10)')
    .addColumn('valid_to', 'varchar(10)')
    .addColumn('company_id', 'integer', (column) => column.references('companies.id').onDelete('cascade'))
    .addColumn('customer_group_id', 'integer', (column) => column.references('customer_groups.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull().defaultTo(isoNow))
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull().defaultTo(isoNow))
    .execute();

  await table('price_list_rules')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('price_list_id', 'integer', (column) =>
      column.notNull().references('price_lists.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (column) => column.references('products.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (column) => column.references('categories.id').onDelete('cascade'))
    .addColumn('manufacturer_id', 'integer', (column) => column.references('manufacturers.id').onDelete('cascade'))
    .addColumn('min_quantity', 'integer', (column) => column.notNull())
    .addColumn('price_minor', 'integer')
    .addColumn('percent_off_bp', 'integer')
    .execute();
  await db.schema.createIndex('price_list_rules_list_index').on('price_list_rules').column('price_list_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('price_list_rules').execute();
  await db.schema.dropTable('price_lists').execute();
  await db.schema.alterTable('orders').dropColumn('company_id').execute();
  await db.schema.alterTable('users').dropColumn('customer_group_id').execute();
  await db.schema.dropTable('company_members').execute();
  await db.schema.dropTable('company_delivery_addresses').execute();
  await db.schema.dropTable('companies').execute();
  await db.schema.dropTable('customer_groups').execute();
}
