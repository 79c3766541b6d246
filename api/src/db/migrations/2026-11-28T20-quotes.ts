import { type Kysely, MysqlAdapter, sql } from 'kysely';

/*
 * Frozen (see the initial migration): issue 27. Staff answer a pro-forma request with a quote (one per request; a
 * revision replaces its lines and sends it again). The customer opens it by an unguessable link (only the token's
 * SHA-256 is stored), accepts it (it becomes an order), declines it, or asks for a change in a short thread.
 * Money in feninga, VAT included, as everywhere; `valid_until` is a calendar date (YYYY-MM-DD, Sarajevo).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and do not follow the evolving Database interface
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  const table = (name: string) => {
    const create = db.schema.createTable(name);
    return mysql ? create.modifyEnd(sql`engine=InnoDB default charset=utf8mb4 collate=utf8mb4_unicode_ci`) : create;
  };

  await table('quotes')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('proforma_request_id', 'integer', (column) => column.notNull().unique())
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('state', 'varchar(20)', (column) => column.notNull())
    .addColumn('revision', 'integer', (column) => column.notNull())
    .addColumn('valid_until', 'varchar(10)', (column) => column.notNull())
    .addColumn('delivery_minor', 'integer', (column) => column.notNull())
    .addColumn('payment_terms', 'varchar(300)', (column) => column.notNull())
    .addColumn('note', 'text', (column) => column.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('sent_by', 'varchar(255)', (column) => column.notNull())
    .addColumn('sent_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('decided_at', 'varchar(32)')
    .addForeignKeyConstraint('quotes_request_fk', ['proforma_request_id'], 'proforma_requests', ['id'], (constraint) =>
      constraint.onDelete('cascade'),
    )
    .execute();

  await table('quote_lines')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('quote_id', 'integer', (column) => column.notNull())
    .addColumn('product_id', 'integer', (column) => column.notNull())
    .addColumn('product_name', 'varchar(255)', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('starting_price_minor', 'integer', (column) => column.notNull())
    .addColumn('unit_price_minor', 'integer', (column) => column.notNull())
    .addColumn('price_reason', 'varchar(300)')
    .addForeignKeyConstraint('quote_lines_quote_fk', ['quote_id'], 'quotes', ['id'], (constraint) =>
      constraint.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('quote_lines_quote_index').on('quote_lines').column('quote_id').execute();

  await table('quote_messages')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('quote_id', 'integer', (column) => column.notNull())
    .addColumn('author', 'varchar(10)', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addForeignKeyConstraint('quote_messages_quote_fk', ['quote_id'], 'quotes', ['id'], (constraint) =>
      constraint.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('quote_messages_quote_index').on('quote_messages').column('quote_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('quote_messages').execute();
  await db.schema.dropTable('quote_lines').execute();
  await db.schema.dropTable('quotes').execute();
}
