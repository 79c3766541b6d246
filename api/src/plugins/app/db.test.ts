import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
