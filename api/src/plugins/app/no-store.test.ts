import { testDatabases } from '../../test/databases';
import { signedInAs } from '../../test/staff';
import { startTestApp, type TestApp } from '../../test/test-app';

describe.each(testDatabases())('Cache-Control on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/getUser'],
    ['GET', '/api/getCart'],
    ['GET', '/api/getProfile'],
    ['GET', '/api/registrationInvite/no-such-token'],
    ['GET', '/api/admin/products'],
    ['GET', '/api/admin/orders/1'],
    ['POST', '/api/admin/proformas/1/answered'],
  ] as const)('%s %s answers no-store, refusals included', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("keeps a download's own `private, no-store`", async () => {
    const { cookie } = await signedInAs(t.db, 'Admin');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/import/products/template',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it.each(['/api/getCategoriesForWebShop', '/api/proizvod/no-such-product'])('%s may be kept', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers['cache-control'] ?? '').not.toContain('no-store');
  });
});
