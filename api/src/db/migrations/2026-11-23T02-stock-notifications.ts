import { type ColumnDefinitionBuilder, type Kysely, MysqlAdapter, sql } from 'kysely';

/*
 * Frozen. "Obavijesti me": an email left for a product that is out of stock. One row per product and address; the
 * row is marked notified when the back-in-stock email is queued, and asking again re-arms it.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and do not follow the evolving Database interface
type AnyDb = Kysely<any>;
type Column = ColumnDefinitionBuilder;

export async function up(db: AnyDb): Promise<void> {
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  const isoNow = mysql
    ? sql`(concat(substring(date_format(utc_timestamp(3), '%Y-%m-%dT%H:%i:%s.%f'), 1, 23), 'Z'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const builder = db.schema.createTable('stock_notifications');
  await (mysql ? builder.modifyEnd(sql`engine=InnoDB default charset=utf8mb4 collate=utf8mb4_unicode_ci`) : builder)
    .addColumn('id', 'integer', (column: Column) => column.primaryKey().autoIncrement())
    .addColumn('product_id', 'integer', (column: Column) => column.notNull())
    .addColumn('email', 'varchar(320)', (column: Column) => column.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('language', 'varchar(2)', (column: Column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column: Column) => column.notNull().defaultTo(isoNow))
    .addColumn('notified_at', 'varchar(32)')
    .addForeignKeyConstraint('stock_notifications_product_id_fk', ['product_id'], 'products', ['id'], (constraint) =>
      constraint.onDelete('cascade'),
    )
    .addForeignKeyConstraint('stock_notifications_user_id_fk', ['user_id'], 'users', ['id'], (constraint) =>
      constraint.onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('stock_notifications_product_email_unique')
    .unique()
    .on('stock_notifications')
    .columns(['product_id', 'email'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('stock_notifications').execute();
}
