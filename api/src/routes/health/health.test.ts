import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';

describe.each(testDatabases())('GET /api/health on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it("answers {status:'ok'}", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
