import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession, insertUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe.each(testDatabases())('GET /api/getCartAmount on $name', (database) => {
  let t: TestApp;
  let productIds: number[];

  beforeAll(async () => {
    t = await startTestApp(database);
    const ids = await insertCatalogSkeleton(t.db);
    productIds = [];
    for (const slug of ['a', 'b', 'c']) {
      productIds.push(
        await insertProduct(t.db, {
          slug,
          name: slug,
          subcategory_id: ids.desktopsId,
          manufacturer_id: ids.manufacturerId,
        }),
      );
    }
  });
  afterAll(() => t.close());

  const cartAmount = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/getCartAmount', headers: cookie ? { cookie } : {} });

  it('is 0 without a session', async () => {
    const response = await cartAmount();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(0);
  });

  it("sums the quantities in a guest session's cart (and only that session's)", async () => {
    const [a, b, c] = productIds as [number, number, number];
    const guest = await insertSession(t.db);
    const otherGuest = await insertSession(t.db);
    await t.db
      .insertInto('cart_items')
      .values([
        { session_id: guest.id, product_id: a, quantity: 2 },
        { session_id: guest.id, product_id: b, quantity: 5 },
        { session_id: otherGuest.id, product_id: c, quantity: 100 },
      ])
      .execute();
    expect((await cartAmount(guest.cookie)).json()).toBe(7);
    expect((await cartAmount(otherGuest.cookie)).json()).toBe(100);
  });

  it("sums a signed-in user's cart", async () => {
    const [a, , c] = productIds as [number, number, number];
    const userId = await insertUser(t.db, { email: 'korpa@example.ba', password: 'lozinka123' });
    const session = await insertSession(t.db, userId);
    await t.db
      .insertInto('cart_items')
      .values([
        { user_id: userId, product_id: a, quantity: 1 },
        { user_id: userId, product_id: c, quantity: 3 },
      ])
      .execute();
    expect((await cartAmount(session.cookie)).json()).toBe(4);
  });

  it('is 0 for a session whose cart is empty, and for an expired session', async () => {
    const empty = await insertSession(t.db);
    expect((await cartAmount(empty.cookie)).json()).toBe(0);

    const expired = await insertSession(t.db);
    const [a] = productIds as [number];
    await t.db.insertInto('cart_items').values({ session_id: expired.id, product_id: a, quantity: 9 }).execute();
    await t.db
      .updateTable('sessions')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', expired.id)
      .execute();
    expect((await cartAmount(expired.cookie)).json()).toBe(0);
  });
});
