import { type ColumnDefinitionBuilder, type Kysely, MysqlAdapter, sql } from 'kysely';

/*
 * Frozen (see the initial migration): the customer's account area.
 * - users: the profile's phone, company and JIB, and the address waiting for confirmation after an email change.
 * - user_addresses: the address book; at most one default delivery and one default billing address per user
 *   (kept by the repository, which clears the other flags in the same transaction).
 * - order_status_history: each status an order took and when (its timeline); existing orders get their current one.
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
  const id = (column: Column) => column.primaryKey().autoIncrement();
  const required = (column: Column) => column.notNull();
  const isoNow = mysql
    ? sql`(concat(substring(date_format(utc_timestamp(3), '%Y-%m-%dT%H:%i:%s.%f'), 1, 23), 'Z'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const createdAt = (column: Column) => column.notNull().defaultTo(isoNow);
  const flag = (column: Column) => column.notNull().defaultTo(0);

  // One column per statement: SQLite cannot add several in one ALTER TABLE.
  for (const [name, type] of [
    ['phone', 'varchar(32)'],
    ['company_name', 'varchar(255)'],
    ['jib', 'varchar(13)'],
    ['pending_email', 'varchar(254)'],
  ] as const) {
    await db.schema.alterTable('users').addColumn(name, type).execute();
  }

  await table('user_addresses')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', required)
    .addColumn('name', 'varchar(255)', required)
    .addColumn('company_name', 'varchar(255)', required)
    .addColumn('jib', 'varchar(13)', required)
    .addColumn('phone', 'varchar(32)', required)
    .addColumn('address', 'varchar(255)', required)
    .addColumn('city', 'varchar(100)', required)
    .addColumn('postal_code', 'varchar(16)', required)
    .addColumn('is_default_delivery', 'integer', flag)
    .addColumn('is_default_billing', 'integer', flag)
    .addColumn('created_at', 'varchar(32)', createdAt)
    .addForeignKeyConstraint('user_addresses_user_id_fk', ['user_id'], 'users', ['id'], (constraint) =>
      constraint.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('user_addresses_user_id_index').on('user_addresses').column('user_id').execute();

  await table('order_status_history')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', required)
    .addColumn('status', 'varchar(16)', required)
    .addColumn('created_at', 'varchar(32)', createdAt)
    .addForeignKeyConstraint('order_status_history_order_id_fk', ['order_id'], 'orders', ['id'], (constraint) =>
      constraint.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('order_status_history_order_id_index')
    .on('order_status_history')
    .column('order_id')
    .execute();
  // Orders placed before the history existed: their current status, dated when they were last changed.
  await db
    .insertInto('order_status_history')
    .columns(['order_id', 'status', 'created_at'])
    .expression(db.selectFrom('orders').select(['id', 'status', 'updated_at']))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('order_status_history').execute();
  await db.schema.dropTable('user_addresses').execute();
  for (const name of ['pending_email', 'jib', 'company_name', 'phone']) {
    await db.schema.alterTable('users').dropColumn(name).execute();
  }
}
