import { testDatabases } from './test/databases';
import { startTestApp, type TestApp } from './test/test-app';

describe.each(testDatabases())('the assembled app on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it('serves the generated demo images at the paths the catalogue stores', async () => {
    const url = `/slike/kategorije/${encodeURIComponent('računari-i-komponente')}.svg`;
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});
