import { type Kysely, MysqlAdapter, sql } from 'kysely';

/*
 * Frozen. Each checkout attempt carries a key from the payment page; the UNIQUE index makes a second order for the
 * same attempt impossible, whichever API instance or retry writes it. NULL (no key sent) never collides.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and do not follow the evolving Database interface
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  // Compared byte for byte: keys are opaque, 'A' is not 'a'.
  const type = sql.raw(mysql ? 'varchar(64) collate utf8mb4_bin' : 'varchar(64)');
  await db.schema.alterTable('orders').addColumn('idempotency_key', type).execute();
  await db.schema
    .createIndex('orders_idempotency_key_unique')
    .unique()
    .on('orders')
    .column('idempotency_key')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  const drop = db.schema.dropIndex('orders_idempotency_key_unique');
  await (mysql ? drop.on('orders') : drop).execute();
  await db.schema.alterTable('orders').dropColumn('idempotency_key').execute();
}
