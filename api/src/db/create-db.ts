import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, MysqlDialect, SqliteDialect } from 'kysely';
import { createPool } from 'mysql2';
import type { Database } from './schema';

/** `mysql://…` (MySQL 8 / MariaDB 10.11) or else a SQLite file path, optionally written `sqlite:` or `file:`. */
export function createDb(url: string): Kysely<Database> {
  return isMysqlUrl(url) ? createMysqlDb(url) : createSqliteDb(sqliteFilePath(url));
}

export function isMysqlUrl(url: string): boolean {
  return url.startsWith('mysql://');
}

function createMysqlDb(url: string): Kysely<Database> {
  const pool = createPool({
    uri: url,
    charset: 'utf8mb4_unicode_ci',
    // Pooled sockets that died while the DB was away are dropped on their first error; keep-alive finds them sooner.
    enableKeepAlive: true,
    connectTimeout: 5000,
  });
  return new Kysely<Database>({ dialect: new MysqlDialect({ pool }) });
}

function sqliteFilePath(url: string): string {
  return url.replace(/^(sqlite|file):(\/\/)?/, '');
}

/**
 * The file is opened lazily (on the first query) so a failing open surfaces as a query error the app can answer
 * with 503, and is retried by Kysely on the next query.
 */
export function createSqliteDb(file: string): Kysely<Database> {
  const open = async () => {
    if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const database = new SqliteDatabase(file);
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    return database;
  };
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: open }) });
}
