import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, MysqlAdapter, sql } from 'kysely';

/*
 * Frozen (see the initial migration): orders and their lines. Lines are snapshots (name, unit price) that survive
 * the product; the order outlives its session and user (those references are cleared).
 * status: nova | potvrđena | poslana | isporučena | otkazana. Money in feninga, VAT included.
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
  const exactText = (length: number) =>
    sql.raw(mysql ? `varchar(${length}) collate utf8mb4_bin` : `varchar(${length})`);
  const isoNow = mysql
    ? sql`(concat(substring(date_format(utc_timestamp(3), '%Y-%m-%dT%H:%i:%s.%f'), 1, 23), 'Z'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const createdAt = (column: Column) => column.notNull().defaultTo(isoNow);
  const foreignKey =
    (tableName: string, column: string, target: string, onDelete: 'cascade' | 'set null') =>
    (builder: CreateTableBuilder<string, string>) =>
      builder.addForeignKeyConstraint(`${tableName}_${column}_fk`, [column], target, ['id'], (constraint) =>
        constraint.onDelete(onDelete),
      );

  await table('orders')
    .addColumn('id', 'integer', id)
    .addColumn('number', exactText(32))
    .addColumn('session_id', exactText(64))
    .addColumn('user_id', 'integer')
    .addColumn('status', 'varchar(16)', required)
    .addColumn('payment_method', 'varchar(16)', required)
    .addColumn('payment_reference', 'varchar(64)')
    .addColumn('customer_name', 'varchar(255)', required)
    .addColumn('email', 'varchar(254)', required)
    .addColumn('phone', 'varchar(32)', required)
    .addColumn('address', 'varchar(255)', required)
    .addColumn('city', 'varchar(100)', required)
    .addColumn('postal_code', 'varchar(16)', required)
    .addColumn('note', 'text', required)
    .addColumn('subtotal_minor', 'integer', required)
    .addColumn('shipping_minor', 'integer', required)
    .addColumn('total_minor', 'integer', required)
    .addColumn('created_at', 'varchar(32)', createdAt)
    .addColumn('updated_at', 'varchar(32)', required)
    .$call(foreignKey('orders', 'session_id', 'sessions', 'set null'))
    .$call(foreignKey('orders', 'user_id', 'users', 'set null'))
    .execute();
  await db.schema.createIndex('orders_number_unique').unique().on('orders').column('number').execute();
  await db.schema.createIndex('orders_session_id_index').on('orders').column('session_id').execute();
  await db.schema.createIndex('orders_user_id_index').on('orders').column('user_id').execute();
  await db.schema.createIndex('orders_status_index').on('orders').column('status').execute();

  // product_id has no foreign key: a line is a snapshot that must survive the product.
  await table('order_lines')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', required)
    .addColumn('product_id', 'integer', required)
    .addColumn('product_name', 'varchar(255)', required)
    .addColumn('quantity', 'integer', required)
    .addColumn('unit_price_minor', 'integer', required)
    .$call(foreignKey('order_lines', 'order_id', 'orders', 'cascade'))
    .execute();
  await db.schema.createIndex('order_lines_order_id_index').on('order_lines').column('order_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('order_lines').execute();
  await db.schema.dropTable('orders').execute();
}
