import { buildApp } from '../../app';
import { testDatabases } from '../../test/databases';
import { closedPort } from '../../test/tcp-proxy';
import { startTestApp, type TestApp } from '../../test/test-app';
import { testConfig } from '../../test/test-config';

describe.each(testDatabases())('GET /api/health on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it('reports the process and the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', schema: 'current', cluster: 'single' });
  });

  it('keeps a bare liveness route that never touches the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health with the database away', () => {
  it('answers 503 with database: unavailable, while /api/health/live still answers 200', async () => {
    const config = testConfig({ database: { url: `mysql://root@127.0.0.1:${await closedPort()}/shop` } });
    const app = await buildApp({ config, logger: false });
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'ok', database: 'unavailable', schema: 'behind', cluster: 'single' });
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
