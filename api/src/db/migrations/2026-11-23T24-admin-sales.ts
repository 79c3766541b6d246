import { type Kysely, MysqlAdapter } from 'kysely';

/*
 * Frozen (see the initial migration): the admin panel's pro-forma requests and contact messages. Staff mark a
 * pro-forma request answered and a contact message handled: when (ISO time) and by whom (the staff member's email,
 * kept as text so the mark stays readable after that account is gone). Both stay null until then.
 * An index on each time column: the lists put the open ones first and the dashboard counts them. The dashboard's
 * period queries read orders and new accounts by `created_at`: indexed too.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and do not follow the evolving Database interface
type AnyDb = Kysely<any>;

const MARKS = [
  ['proforma_requests', 'answered_at', 'answered_by'],
  ['contact_messages', 'handled_at', 'handled_by'],
] as const;
const PERIOD_TABLES = ['orders', 'users'] as const;

export async function up(db: AnyDb): Promise<void> {
  // One column per statement: SQLite cannot add several in one ALTER TABLE.
  for (const [table, at, by] of MARKS) {
    await db.schema.alterTable(table).addColumn(at, 'varchar(32)').execute();
    await db.schema.alterTable(table).addColumn(by, 'varchar(255)').execute();
    await db.schema.createIndex(`${table}_${at}_index`).on(table).column(at).execute();
  }
  for (const table of PERIOD_TABLES) {
    await db.schema.createIndex(`${table}_created_at_index`).on(table).column('created_at').execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  // MySQL names the table of an index; SQLite's DROP INDEX takes the name alone.
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  for (const table of PERIOD_TABLES) {
    const drop = db.schema.dropIndex(`${table}_created_at_index`);
    await (mysql ? drop.on(table) : drop).execute();
  }
  for (const [table, at, by] of [...MARKS].reverse()) {
    const drop = db.schema.dropIndex(`${table}_${at}_index`);
    await (mysql ? drop.on(table) : drop).execute();
    await db.schema.alterTable(table).dropColumn(by).execute();
    await db.schema.alterTable(table).dropColumn(at).execute();
  }
}
