import type { Kysely } from 'kysely';

/*
 * Frozen (see the initial migration): "R1 račun" (issue 15). A business buyer may ask for the invoice to be issued
 * to their company: its name, JIB and registered address are stored with the order. All three stay null for a
 * private buyer (and for every existing order).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and do not follow the evolving Database interface
type AnyDb = Kysely<any>;

const COLUMNS = [
  ['r1_company_name', 'varchar(255)'],
  ['r1_jib', 'varchar(13)'],
  ['r1_company_address', 'varchar(255)'],
] as const;

export async function up(db: AnyDb): Promise<void> {
  // One column per statement: SQLite cannot add several in one ALTER TABLE.
  for (const [name, type] of COLUMNS) await db.schema.alterTable('orders').addColumn(name, type).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const [name] of [...COLUMNS].reverse()) await db.schema.alterTable('orders').dropColumn(name).execute();
}
