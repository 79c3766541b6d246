import { seedDemoData } from './demo/seed';
import { testDatabases } from './test/databases';
import { startTestApp, type TestApp } from './test/test-app';

describe.each(testDatabases())('the assembled app on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it('serves the demo images the seed stored, at the paths the catalogue holds', async () => {
    await seedDemoData(t.db, { products: 20, demoUsers: false });
    const product = await t.db.selectFrom('products').select('image_url').executeTakeFirstOrThrow();
    for (const url of [`/slike/kategorije/${encodeURIComponent('računari-i-komponente')}.svg`, product.image_url]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });
});
