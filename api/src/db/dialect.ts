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

/**
 * InnoDB's default full-text stopwords and its shortest indexed word (`innodb_ft_min_token_size`): a search word that
 * is one of them or shorter cannot be found through the FULLTEXT index.
 */
const FULLTEXT_STOPWORDS = new Set(
  'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when where who will with und www'.split(
    ' ',
  ),
);
const FULLTEXT_MIN_WORD = 3;

/**
 * A MySQL boolean-mode query finding every word of `text` as a word prefix (`+lenovo* +think*`), or undefined when a
 * word cannot go through the FULLTEXT index (too short, a stopword): the caller then searches with LIKE.
 */
export function fullTextPrefixQuery(text: string): string | undefined {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0 || words.some((word) => word.length < FULLTEXT_MIN_WORD || FULLTEXT_STOPWORDS.has(word))) {
    return undefined;
  }
  return words.map((word) => `+${word}*`).join(' ');
}
