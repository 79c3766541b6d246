import { type ColumnDefinitionBuilder, type Kysely, MysqlAdapter, sql } from 'kysely';

/*
 * Frozen (see the initial migration): the loyalty points ledger and the order's points discount.
 * `loyalty_ledger` is append-only; a user's balance is derived from it, never stored. kind: earn | reverse | redeem |
 * release | expire; points are positive for credits (earn, release) and negative for debits. A credit has its expiry
 * (`expires_at`); an `expire` row names the credit whose unspent rest it removes (`credit_id`, at most one per credit).
 * `orders.loyalty_discount_minor`: the discount paid with points, in feninga (100 points = 1 KM), 0 for none.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and do not follow the evolving Database interface
type AnyDb = Kysely<any>;
type Column = ColumnDefinitionBuilder;

export async function up(db: AnyDb): Promise<void> {
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  const required = (column: Column) => column.notNull();
  const isoNow = mysql
    ? sql`(concat(substring(date_format(utc_timestamp(3), '%Y-%m-%dT%H:%i:%s.%f'), 1, 23), 'Z'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  const ledger = db.schema.createTable('loyalty_ledger');
  await (mysql ? ledger.modifyEnd(sql`engine=InnoDB default charset=utf8mb4 collate=utf8mb4_unicode_ci`) : ledger)
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', required)
    .addColumn('kind', 'varchar(16)', required)
    .addColumn('points', 'integer', required)
    .addColumn('order_id', 'integer')
    .addColumn('credit_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull().defaultTo(isoNow))
    .addColumn('expires_at', 'varchar(32)')
    .addForeignKeyConstraint('loyalty_ledger_user_id_fk', ['user_id'], 'users', ['id'], (constraint) =>
      constraint.onDelete('cascade'),
    )
    .addForeignKeyConstraint('loyalty_ledger_order_id_fk', ['order_id'], 'orders', ['id'], (constraint) =>
      constraint.onDelete('set null'),
    )
    .execute();
  await db.schema.createIndex('loyalty_ledger_user_id_index').on('loyalty_ledger').column('user_id').execute();
  await db.schema.createIndex('loyalty_ledger_order_id_index').on('loyalty_ledger').column('order_id').execute();
  // A credit expires once: a second `expire` row for it cannot be written (NULLs, the other kinds, do not collide).
  await db.schema
    .createIndex('loyalty_ledger_credit_id_unique')
    .unique()
    .on('loyalty_ledger')
    .column('credit_id')
    .execute();

  await db.schema
    .alterTable('orders')
    .addColumn('loyalty_discount_minor', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('loyalty_discount_minor').execute();
  await db.schema.dropTable('loyalty_ledger').execute();
}
