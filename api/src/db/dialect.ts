import {
  type InsertQueryBuilder,
  type Kysely,
  MysqlAdapter,
  type SelectQueryBuilder,
  sql,
  type Transaction,
  type UpdateObject,
} from 'kysely';

/** The two SQL dialects the app runs on. Everything dialect-specific lives in this file. */
export type SqlDialect = 'mysql' | 'sqlite';

// biome-ignore lint/suspicious/noExplicitAny: works for any database interface and for transactions
type AnyDb = Kysely<any> | Transaction<any>;

export function dialectOf(db: AnyDb): SqlDialect {
  return db.getExecutor().adapter instanceof MysqlAdapter ? 'mysql' : 'sqlite';
}

/**
 * INSERT … that updates the existing row instead when a unique key already holds the values.
 * MySQL spells it `ON DUPLICATE KEY UPDATE` (any unique key), SQLite `ON CONFLICT (columns) DO UPDATE`.
 * `set` may reference the existing row's columns (e.g. ``sql`quantity + ${n}` ``), which both dialects read the same.
 */
export function onConflictUpdate<DB, TB extends keyof DB & string, O>(
  db: AnyDb,
  insert: InsertQueryBuilder<DB, TB, O>,
  conflictColumns: readonly (keyof DB[TB] & string)[],
  set: UpdateObject<DB, TB, TB>,
): InsertQueryBuilder<DB, TB, O> {
  if (dialectOf(db) === 'mysql') return insert.onDuplicateKeyUpdate(set);
  // The conflict target's update expression has the same shape; only Kysely's table typing differs.
  return insert.onConflict((conflict) => conflict.columns([...conflictColumns]).doUpdateSet(set as never));
}

/**
 * Locks the selected rows until the transaction ends (`FOR UPDATE`) on MySQL. SQLite has no row locks and needs none:
 * its single connection runs one transaction at a time.
 */
export function lockForUpdate<DB, TB extends keyof DB, O>(
  db: AnyDb,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return dialectOf(db) === 'mysql' ? query.forUpdate() : query;
}

/**
 * Takes SQLite's write lock now, as `BEGIN IMMEDIATE` would: a deferred transaction reads first and only asks for the
 * lock at its first write, when another process may have changed what it read (or it fails with SQLITE_BUSY). A write
 * that matches no row is enough. MySQL needs nothing here: its locking reads (lockForUpdate) lock the rows themselves.
 */
export async function takeWriteLock(trx: AnyDb, table: string): Promise<void> {
  if (dialectOf(trx) === 'sqlite') await sql`delete from ${sql.table(table)} where 0`.execute(trx);
}
