import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';

/** A fresh, empty database for one test suite. */
export interface CreatedDatabase {
  url: string;
  drop(): Promise<void>;
}

export interface TestDatabase {
  name: 'sqlite' | 'mysql';
  create(): Promise<CreatedDatabase>;
}

/** The test runner's one setting from the shell; the app's own settings come from `testConfig`, never from it. */
export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL || undefined;

/**
 * The databases every DB suite runs on: SQLite always, MySQL/MariaDB too when TEST_MYSQL_URL is set
 * (e.g. mysql://root@127.0.0.1:3306/test; the account must be allowed to create and drop databases).
 * Use as `describe.each(testDatabases())('on $name', (database) => …)`.
 */
export function testDatabases(): TestDatabase[] {
  return TEST_MYSQL_URL ? [sqliteDatabase, mysqlDatabase(TEST_MYSQL_URL)] : [sqliteDatabase];
}

export const sqliteDatabase: TestDatabase = {
  name: 'sqlite',
  async create() {
    const folder = await mkdtemp(path.join(tmpdir(), 'shop-test-'));
    return { url: path.join(folder, 'shop.sqlite'), drop: () => rm(folder, { recursive: true, force: true }) };
  },
};

export function mysqlDatabase(adminUrl: string): TestDatabase {
  return {
    name: 'mysql',
    async create() {
      const name = `shop_test_${randomBytes(6).toString('hex')}`;
      await runAsAdmin(adminUrl, `create database ${name} character set utf8mb4 collate utf8mb4_unicode_ci`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return { url: url.toString(), drop: () => runAsAdmin(adminUrl, `drop database if exists ${name}`) };
    },
  };
}

async function runAsAdmin(adminUrl: string, statement: string): Promise<void> {
  const connection = await createConnection(adminUrl);
  try {
    await connection.query(statement);
  } finally {
    await connection.end();
  }
}
