import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { sleep, waitFor } from '../../faults/wait';
import { mysqlDatabase, TEST_MYSQL_URL, type TestDatabase } from '../../test/databases';
import { closedPort, startTcpProxy } from '../../test/tcp-proxy';
import { startTestApp, type TestApp } from '../../test/test-app';

const UNAVAILABLE = { message: 'Servis je privremeno nedostupan. Pokušajte ponovo.', code: 'DATABASE_UNAVAILABLE' };

/** A "database" at a fixed URL that this test controls (nothing to create or drop). */
const databaseAt = (url: string): TestDatabase => ({
  name: url.startsWith('mysql') ? 'mysql' : 'sqlite',
  create: async () => ({ url, drop: async () => {} }),
});

const categories = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/getCategoriesForWebShop' });

/** While the DB is away: 503 with the Serbian message on DB routes and the health check; the rest keeps working. */
async function expectUnavailable(t: TestApp): Promise<void> {
  const response = await categories(t);
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual(UNAVAILABLE);
  expect(response.headers['retry-after']).toBe('5');
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'ana@example.ba', password: 'lozinka' },
  });
  expect(login.statusCode).toBe(503);
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect([health.statusCode, health.json()]).toEqual([
    503,
    { status: 'ok', database: 'unavailable', schema: expect.stringMatching(/^(current|behind)$/), cluster: 'single' },
  ]);
  expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/remotes.json' })).statusCode).toBe(200);
}

describe('an unreachable MySQL server', () => {
  it('starts anyway and answers 503 on routes that need the DB', async () => {
    const t = await startTestApp(databaseAt(`mysql://root@127.0.0.1:${await closedPort()}/shop`));
    try {
      await expectUnavailable(t);
      await expectUnavailable(t); // still answering, nothing crashed
    } finally {
      await t.close();
    }
  });
});

describe('an SQLite file that cannot be opened', () => {
  it('answers 503 and recovers once the file can be opened', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'shop-unavailable-'));
    const file = path.join(folder, 'shop.sqlite');
    await mkdir(file); // a directory where the database file should be: SQLITE_CANTOPEN
    const t = await startTestApp(databaseAt(file));
    try {
      await expectUnavailable(t);
      await rm(file, { recursive: true });
      const response = await categories(t);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    } finally {
      await t.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

(TEST_MYSQL_URL ? describe : describe.skip)('a MySQL server that goes away and comes back (TEST_MYSQL_URL)', () => {
  it('answers 503 while it is away and recovers by itself, also when it was away at start', async () => {
    const created = await mysqlDatabase(TEST_MYSQL_URL ?? '').create();
    const direct = new URL(created.url);
    const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 3306) });
    const viaProxy = new URL(created.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    await proxy.cut(); // down at start: migrations must wait for the server
    const t = await startTestApp(databaseAt(viaProxy.toString()));
    try {
      await expectUnavailable(t);

      await proxy.restore();
      expect((await categories(t)).statusCode).toBe(200);

      await proxy.cut(); // the pool's open connections die with it
      await expectUnavailable(t);

      await proxy.restore();
      const response = await categories(t);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    } finally {
      await t.close();
      await proxy.close();
      await created.drop();
    }
  });
});

/** Kysely's MySQL migration lock (`GET_LOCK`), as another instance's migration run holds it. */
const MIGRATION_LOCK = 'ea586330-2c93-47c8-908d-981d9d270f9d';

(TEST_MYSQL_URL ? describe : describe.skip)('migrations held up by another instance (TEST_MYSQL_URL)', () => {
  const health = async (t: TestApp) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    return { status: response.statusCode, body: response.json() };
  };

  // Issue 24: migrations ran under the 5 s query timeout inside Fastify's 10 s plugin timeout.
  it("waits for the other instance's run past every timeout, and starts with its schema current", async () => {
    const created = await mysqlDatabase(TEST_MYSQL_URL ?? '').create();
    const other = await createConnection(created.url);
    await other.query(`select get_lock('${MIGRATION_LOCK}', 60)`);
    const released = sleep(11_000).then(() => other.query(`select release_lock('${MIGRATION_LOCK}')`));
    let t: TestApp | undefined;
    try {
      t = await startTestApp(databaseAt(created.url));
      await released;
      expect(await health(t)).toEqual({
        status: 200,
        body: { status: 'ok', database: 'ok', schema: 'current', cluster: 'single' },
      });
      expect((await categories(t)).statusCode).toBe(200);
    } finally {
      await t?.close();
      await other.end();
      await created.drop();
    }
  }, 60_000);

  it('says 503 with the schema state while its migrations wait, and serves once they ran', async () => {
    const created = await mysqlDatabase(TEST_MYSQL_URL ?? '').create();
    const direct = new URL(created.url);
    const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 3306) });
    const viaProxy = new URL(created.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    await proxy.cut(); // away at start: the instance starts with its migrations to do
    const t = await startTestApp(databaseAt(viaProxy.toString()), { server: { requestTimeoutMs: 1_000 } });
    const other = await createConnection(created.url);
    try {
      await other.query(`select get_lock('${MIGRATION_LOCK}', 60)`);
      await proxy.restore();
      const waiting = await health(t);
      expect(waiting.status).toBe(503);
      expect(waiting.body).toMatchObject({ database: 'ok', schema: expect.stringMatching(/^(migrating|behind)$/) });
      const pending = await health(t);
      expect(pending.body.pendingMigrations).toBeGreaterThan(0);
      // Not a 500 from a missing table: 503, and the page may try again.
      const refused = await categories(t);
      expect([refused.statusCode, refused.json().code]).toEqual([503, 'DATABASE_UNAVAILABLE']);

      await other.query(`select release_lock('${MIGRATION_LOCK}')`);
      await waitFor('the schema is current', async () => (await health(t)).status === 200, 30_000);
      expect((await categories(t)).statusCode).toBe(200);
    } finally {
      await t.close();
      await other.end();
      await proxy.close();
      await created.drop();
    }
  }, 60_000);
});
