import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession, insertUser } from '../../test/fixtures';
import { sessionCookieHeader, startTestApp, type TestApp } from '../../test/test-app';

describe.each(testDatabases())('cart read, update, remove and merge on $name', (database) => {
  let t: TestApp;
  let laptop: number;
  let mouse: number;
  let cable: number;

  beforeAll(async () => {
    t = await startTestApp(database);
    const ids = await insertCatalogSkeleton(t.db);
    const base = { subcategory_id: ids.desktopsId, manufacturer_id: ids.manufacturerId };
    laptop = await insertProduct(t.db, { ...base, slug: 'laptop', name: 'Laptop', stock: 3, price_minor: 117_000 });
    mouse = await insertProduct(t.db, {
      ...base,
      slug: 'mis',
      name: 'Miš',
      stock: 10,
      price_minor: 5_000,
      sale_price_minor: 3_510,
      on_sale: 1,
    });
    cable = await insertProduct(t.db, { ...base, slug: 'kabl', name: 'Kabl', stock: 4, price_minor: 990 });
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const addToCart = (id: number, quantity: number, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/addToCart',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      payload: `id=${id}&quantity=${quantity}`,
    });

  it('is empty without a session', async () => {
    expect((await inject('GET', '/api/getCart')).json()).toEqual({
      stavke: [],
      broj_artikala: 0,
      medjuzbir: 0,
      pdv: 0,
      dostava: 0,
      ukupno: 0,
    });
  });

  it('reads lines with current DB prices and sums goods, VAT, 10 KM shipping and total', async () => {
    const cookie = sessionCookieHeader(await addToCart(laptop, 1));
    await addToCart(mouse, 2, cookie);
    // The price changes after the product was added: the cart shows the new one.
    await t.db.updateTable('products').set({ price_minor: 115_000 }).where('id', '=', laptop).execute();
    const cart = (await inject('GET', '/api/getCart', cookie)).json();
    expect(cart).toEqual({
      stavke: [
        expect.objectContaining({
          id_proizvoda: laptop,
          naziv: 'Laptop',
          kolicina: 1,
          dostupno: 3,
          cijena: 1150,
          ukupno: 1150,
        }),
        expect.objectContaining({ id_proizvoda: mouse, kolicina: 2, cijena: 35.1, ukupno: 70.2 }),
      ],
      broj_artikala: 3,
      medjuzbir: 1220.2,
      dostava: 10,
      ukupno: 1230.2,
      // 1230,20 × 17 / 117
      pdv: 178.75,
    });
    await t.db.updateTable('products').set({ price_minor: 117_000 }).where('id', '=', laptop).execute();
  });

  it('updates a quantity clamped at the stock, and removes a line', async () => {
    const cookie = sessionCookieHeader(await addToCart(laptop, 1));
    const updated = await inject('POST', '/api/updateCartItem', cookie, { id_proizvoda: laptop, kolicina: 50 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().stavke[0]).toMatchObject({ kolicina: 3 });
    expect(updated.json().broj_artikala).toBe(3);

    const invalid = await inject('POST', '/api/updateCartItem', cookie, { id_proizvoda: laptop, kolicina: 0 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      message: 'Neispravna količina.',
      code: 'VALIDATION',
      fields: { kolicina: 'INVALID_QUANTITY' },
    });
    // Only lines already in the cart.
    expect((await inject('POST', '/api/updateCartItem', cookie, { id_proizvoda: cable, kolicina: 1 })).statusCode).toBe(
      404,
    );

    const removed = await inject('DELETE', `/api/removeFromCart/${laptop}`, cookie);
    expect(removed.json().stavke).toEqual([]);
    expect((await inject('GET', '/api/getCartAmount', cookie)).json()).toBe(0);
  });

  it("merges a guest's cart on sign-in: quantities added, capped at stock", async () => {
    await insertUser(t.db, { email: 'spajanje@example.ba', password: 'lozinka123' });
    const userId = (
      await t.db.selectFrom('users').select('id').where('email', '=', 'spajanje@example.ba').executeTakeFirstOrThrow()
    ).id;
    await t.db
      .insertInto('cart_items')
      .values([
        { user_id: userId, product_id: laptop, quantity: 2 },
        { user_id: userId, product_id: mouse, quantity: 1 },
      ])
      .execute();

    const guest = sessionCookieHeader(await addToCart(laptop, 2));
    await addToCart(mouse, 3, guest);
    await addToCart(cable, 1, guest);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: guest },
      payload: { email: 'spajanje@example.ba', password: 'lozinka123' },
    });
    expect(login.statusCode).toBe(200);
    const signedIn = sessionCookieHeader(login);

    const lines = (await inject('GET', '/api/getCart', signedIn)).json().stavke as {
      id_proizvoda: number;
      kolicina: number;
    }[];
    const quantities = Object.fromEntries(lines.map((line) => [line.id_proizvoda, line.kolicina]));
    // laptop 2 + 2 capped at stock 3; mouse 1 + 3; the cable is new.
    expect(quantities).toEqual({ [laptop]: 3, [mouse]: 4, [cable]: 1 });
    expect((await inject('GET', '/api/getCartAmount', signedIn)).json()).toBe(8);
    // The guest's session is gone with its rows.
    const guestSession = await insertSession(t.db);
    expect((await inject('GET', '/api/getCart', guestSession.cookie)).json().stavke).toEqual([]);
  });
});
