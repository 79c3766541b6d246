import { type Kysely, MysqlAdapter, sql } from 'kysely';

/*
 * Frozen (see the initial migration): issue 27, visibility by role. A signed-in member's pro-forma request records the
 * company they asked for (as an order does), so the company's administrator sees it and its quote; existing requests
 * of signed-in members take their requester's company. Indexes for the administrator's company-wide lists.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and do not follow the evolving Database interface
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // No foreign key, as for orders.company_id: a request keeps the company it was asked for.
  await db.schema.alterTable('proforma_requests').addColumn('company_id', 'integer').execute();
  await sql`update proforma_requests set company_id = (select m.company_id from company_members m where m.user_id = proforma_requests.user_id) where user_id is not null`.execute(
    db,
  );
  await db.schema.createIndex('proforma_requests_company_index').on('proforma_requests').column('company_id').execute();
  await db.schema.createIndex('orders_company_index').on('orders').column('company_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  for (const [index, table] of [
    ['orders_company_index', 'orders'],
    ['proforma_requests_company_index', 'proforma_requests'],
  ] as const) {
    const drop = db.schema.dropIndex(index);
    await (mysql ? drop.on(table) : drop).execute();
  }
  await db.schema.alterTable('proforma_requests').dropColumn('company_id').execute();
}
