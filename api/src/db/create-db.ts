import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, MysqlDialect, type MysqlPool, type MysqlPoolConnection, SqliteDialect } from 'kysely';
import { createPool, type Pool } from 'mysql2';
import type { Database } from './schema';

/** How long one query (MySQL), a connection attempt, or a wait for SQLite's write lock may take by default. */
export const DEFAULT_DATABASE_TIMEOUT_MS = 5_000;

export interface DbOptions {
  /** Past this a query fails as "database unavailable" (503) instead of holding the request forever. */
  timeoutMs?: number;
  /**
   * `false` for migrations: a schema change on a large table, or a wait for another instance's migration lock, may
   * take minutes, and a statement cut by a timeout is what would leave a migration half done. Connecting (and
   * SQLite's lock wait) keeps `timeoutMs`.
   */
  queryTimeout?: boolean;
}

/** `mysql://…` (MySQL 8 / MariaDB 10.11) or else a SQLite file path, optionally written `sqlite:` or `file:`. */
export function createDb(
  url: string,
  { timeoutMs = DEFAULT_DATABASE_TIMEOUT_MS, queryTimeout = true }: DbOptions = {},
): Kysely<Database> {
  return isMysqlUrl(url) ? createMysqlDb(url, timeoutMs, queryTimeout) : createSqliteDb(sqliteFilePath(url), timeoutMs);
}

export function isMysqlUrl(url: string): boolean {
  return url.startsWith('mysql://');
}

function createMysqlDb(url: string, timeoutMs: number, queryTimeout: boolean): Kysely<Database> {
  const pool = createPool({
    uri: url,
    charset: 'utf8mb4_unicode_ci',
    // Pooled sockets that died while the DB was away are dropped on their first error; keep-alive finds them sooner.
    enableKeepAlive: true,
    connectTimeout: Math.min(timeoutMs, 5000),
  });
  return new Kysely<Database>({
    dialect: new MysqlDialect({ pool: queryTimeout ? withQueryTimeout(pool, timeoutMs) : pool }),
  });
}

/**
 * Gives every query mysql2's own timeout, so a frozen or unreachable server fails the query with
 * PROTOCOL_SEQUENCE_TIMEOUT (503) rather than holding the request forever. mysql2 leaves the timed-out query on the
 * connection, where every later command (the rollback, the pool's next user) would queue behind it: that connection
 * is closed, and the pool opens a fresh one when needed.
 */
function withQueryTimeout(pool: Pool, timeoutMs: number): MysqlPool {
  return {
    getConnection(callback) {
      pool.getConnection((error, connection) => {
        if (error) return callback(error, connection as unknown as MysqlPoolConnection);
        const query = (sql: string, values: unknown[], done?: (error: unknown, result: unknown) => void) => {
          const options = { sql, values, timeout: timeoutMs };
          if (!done) return connection.query(options);
          return connection.query(options, (queryError: { code?: string } | null, result: unknown) => {
            if (queryError?.code === 'PROTOCOL_SEQUENCE_TIMEOUT') connection.destroy();
            done(queryError, result);
          });
        };
        callback(null, { query, release: () => connection.release() } as unknown as MysqlPoolConnection);
      });
    },
    end: (callback) => pool.end(callback),
  };
}

function sqliteFilePath(url: string): string {
  return url.replace(/^(sqlite|file):(\/\/)?/, '');
}

/**
 * The file is opened lazily (on the first query) so a failing open surfaces as a query error the app can answer
 * with 503, and is retried by Kysely on the next query.
 */
export function createSqliteDb(file: string, busyTimeoutMs = DEFAULT_DATABASE_TIMEOUT_MS): Kysely<Database> {
  const open = async () => {
    if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const database = new SqliteDatabase(file);
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    database.pragma('foreign_keys = ON');
    // Waits this long for another process's write lock, then fails with SQLITE_BUSY (retried, then 503).
    database.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
    return database;
  };
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: open }) });
}
