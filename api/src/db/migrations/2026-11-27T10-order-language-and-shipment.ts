import { type Kysely, sql } from 'kysely';

/*
 * Frozen (see the initial migration): issue 25. An order records the language its customer ordered in (every email
 * about it is written in that language; existing orders were all mailed in Serbian) and, once it is "poslana", the
 * courier, the tracking number and the courier's tracking link (all null until then).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and do not follow the evolving Database interface
type AnyDb = Kysely<any>;

const SHIPMENT_COLUMNS = [
  ['courier', 'varchar(100)'],
  ['tracking_number', 'varchar(100)'],
  ['tracking_url', 'varchar(500)'],
] as const;

export async function up(db: AnyDb): Promise<void> {
  // One column per statement: SQLite cannot add several in one ALTER TABLE.
  await db.schema
    .alterTable('orders')
    .addColumn('language', 'varchar(2)', (column) => column.notNull().defaultTo(sql`'sr'`))
    .execute();
  for (const [name, type] of SHIPMENT_COLUMNS) await db.schema.alterTable('orders').addColumn(name, type).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const [name] of [...SHIPMENT_COLUMNS].reverse()) await db.schema.alterTable('orders').dropColumn(name).execute();
  await db.schema.alterTable('orders').dropColumn('language').execute();
}
