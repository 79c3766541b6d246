import { type Kysely, MysqlAdapter, sql } from 'kysely';

/*
 * Frozen (see the initial migration): issue 27, approvals. A company may require its administrator's approval for a
 * buyer's order above an amount (`approval_limit_minor`, feninga with VAT; null: no approvals). Such a checkout
 * records an approval request instead of an order: the lines, the delivery data and payment method as the form held
 * them, the total then; the administrator approves it (the order is placed then) or declines it with a reason.
 * `state`: ceka | odobreno | odbijeno.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and do not follow the evolving Database interface
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  const table = (name: string) => {
    const create = db.schema.createTable(name);
    return mysql ? create.modifyEnd(sql`engine=InnoDB default charset=utf8mb4 collate=utf8mb4_unicode_ci`) : create;
  };

  await db.schema.alterTable('companies').addColumn('approval_limit_minor', 'integer').execute();

  await table('approval_requests')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('buyer_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'varchar(10)', (column) => column.notNull())
    .addColumn('payment_method', 'varchar(20)', (column) => column.notNull())
    .addColumn('customer_json', 'text', (column) => column.notNull())
    .addColumn('total_minor', 'integer', (column) => column.notNull())
    .addColumn('limit_minor', 'integer', (column) => column.notNull())
    .addColumn('language', 'varchar(2)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('decided_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('decline_reason', 'varchar(500)')
    .addColumn('order_id', 'integer', (column) => column.references('orders.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('approval_requests_company_index')
    .on('approval_requests')
    .columns(['company_id', 'state'])
    .execute();
  await db.schema.createIndex('approval_requests_buyer_index').on('approval_requests').column('buyer_id').execute();

  await table('approval_request_lines')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('request_id', 'integer', (column) => column.notNull())
    .addColumn('product_id', 'integer', (column) => column.notNull())
    .addColumn('product_name', 'varchar(255)', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('unit_price_minor', 'integer', (column) => column.notNull())
    .addForeignKeyConstraint('approval_lines_request_fk', ['request_id'], 'approval_requests', ['id'], (constraint) =>
      constraint.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('approval_request_lines_request_index')
    .on('approval_request_lines')
    .column('request_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('approval_request_lines').execute();
  await db.schema.dropTable('approval_requests').execute();
  await db.schema.alterTable('companies').dropColumn('approval_limit_minor').execute();
}
