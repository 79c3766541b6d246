import type { Kysely, Transaction } from 'kysely';

/** MySQL/MariaDB: the server rolled the transaction back to break a deadlock, or gave up waiting for a row lock. */
const MYSQL_LOCK_CONFLICT_ERRNOS = new Set([1213, 1205]);
/** SQLite: another connection held the write lock past the busy timeout. */
const SQLITE_BUSY_CODE = /^SQLITE_BUSY/;

/** True for failures that say nothing about the transaction itself: running it again will most likely succeed. */
export function isLockConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { errno, code } = error as { errno?: unknown; code?: unknown };
  return (
    (typeof errno === 'number' && MYSQL_LOCK_CONFLICT_ERRNOS.has(errno)) ||
    (typeof code === 'string' && SQLITE_BUSY_CODE.test(code))
  );
}

export interface RetryOptions {
  /** Attempts in all, the first included. */
  tries?: number;
  /** The n-th retry waits a random time up to n × this (jitter, so the two sides of a deadlock do not meet again). */
  backoffMs?: number;
}

/**
 * Runs `work` in a transaction and runs it again, a bounded number of times, when it failed on a deadlock, a lock
 * wait timeout or SQLITE_BUSY. `work` must be safe to repeat: everything it wrote was rolled back. Any other error,
 * or the last conflict, is thrown as it is (a lock conflict then answers 503).
 */
export async function inRetriedTransaction<DB, T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
  { tries = 3, backoffMs = 20 }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= tries || !isLockConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * attempt * backoffMs));
    }
  }
}
