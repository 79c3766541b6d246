import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession, insertUser } from '../../test/fixtures';
import { sessionCookieHeader, startTestApp, type TestApp } from '../../test/test-app';

const HOUR_MS = 3_600_000;

describe.each(testDatabases())('guest session sweep on $name', (database) => {
  let t: TestApp;
  let productId: number;

  beforeAll(async () => {
    t = await startTestApp(database, { session: { guestSessionHours: 6 } });
    const ids = await insertCatalogSkeleton(t.db);
    productId = await insertProduct(t.db, {
      slug: 'pc',
      name: 'PC',
      subcategory_id: ids.desktopsId,
      manufacturer_id: ids.manufacturerId,
      stock: 5,
    });
  });
  afterAll(() => t.close());

  const cartAmount = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/getCartAmount', headers: { cookie } })).json();

  it('deletes guest sessions with an empty cart after some hours, keeping carts and signed-in users', async () => {
    const withCart = sessionCookieHeader(
      await t.app.inject({ method: 'POST', url: '/api/addToCart', payload: { id: productId, quantity: 1 } }),
    );
    const cartless = (await insertSession(t.db)).id;
    const userSession = (
      await insertSession(t.db, await insertUser(t.db, { email: 'u@example.ba', password: 'Lozinka123!' }))
    ).id;
    const ids = async () => (await t.db.selectFrom('sessions').select('id').execute()).map((row) => row.id);

    await t.app.sweepSessions(new Date(Date.now() + 5 * HOUR_MS));
    expect(await ids()).toContain(cartless);

    await t.app.sweepSessions(new Date(Date.now() + 7 * HOUR_MS));
    const left = await ids();
    expect(left).not.toContain(cartless);
    expect(left).toContain(userSession);
    expect(await cartAmount(withCart)).toBe(1);
  });
});
