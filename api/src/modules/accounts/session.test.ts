import { createSessionToken, hashSessionToken } from '../../plugins/app/session';
import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession, insertUser } from '../../test/fixtures';
import { sessionCookieHeader, startTestApp, type TestApp } from '../../test/test-app';

const EMAIL = 'ana@example.ba';
const PASSWORD = 'tajna-lozinka-1';

describe.each(testDatabases())('session routes on $name', (database) => {
  let t: TestApp;
  let userId: number;

  beforeAll(async () => {
    t = await startTestApp(database);
    userId = await insertUser(t.db, { email: EMAIL, password: PASSWORD, username: 'Ana Anić', role: 'Editor' });
  });
  afterAll(() => t.close());

  const login = (body: unknown, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: body as object, headers: cookie ? { cookie } : {} });
  const getUser = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/getUser', headers: cookie ? { cookie } : {} });

  it('answers null to a visitor without a session', async () => {
    const response = await getUser();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it.each([
    ['a malformed cookie', 'sid=not-a-token'],
    ['a well-formed but unknown token', `sid=${createSessionToken()}`],
    ['an empty cookie', 'sid='],
  ])('treats %s as a guest', async (_label, cookie) => {
    const user = await getUser(cookie);
    expect(user.statusCode).toBe(200);
    expect(user.json()).toBeNull();
    const cart = await t.app.inject({ method: 'GET', url: '/api/getCartAmount', headers: { cookie } });
    expect(cart.statusCode).toBe(200);
    expect(cart.json()).toBe(0);
  });

  it('refuses a malformed email with the Serbian message (400)', async () => {
    const response = await login({ email: 'not-an-email', password: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Unesite ispravnu Email adresu!',
      code: 'VALIDATION',
      fields: { email: 'INVALID_EMAIL' },
    });
  });

  it('refuses a missing password (400)', async () => {
    const response = await login({ email: EMAIL });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Unesite lozinku.',
      code: 'VALIDATION',
      fields: { password: 'PASSWORD_REQUIRED' },
    });
  });

  it('refuses a body that is not an object (400, Serbian fallback)', async () => {
    const response = await login([]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Neispravan zahtjev.', code: 'VALIDATION', fields: {} });
  });

  it.each([
    ['a wrong password', { email: EMAIL, password: 'pogresna' }],
    ['an unknown email', { email: 'niko@example.ba', password: PASSWORD }],
  ])('answers 401 to %s without a cookie', async (_label, body) => {
    const response = await login(body);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Pogrešan email ili lozinka.', code: 'BAD_CREDENTIALS' });
    expect(response.cookies).toEqual([]);
  });

  it('signs in with an httpOnly, SameSite=Lax session cookie, then knows the user', async () => {
    const response = await login({ email: EMAIL, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const user = { id: userId, email: EMAIL, korisnicko_ime: 'Ana Anić', role: 'Editor', url_slike: null };
    expect(response.json()).toEqual(user);

    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');

    expect((await getUser(sessionCookieHeader(response))).json()).toEqual(user);
  });

  it('stores only the sha256 of the token', async () => {
    const response = await login({ email: EMAIL, password: PASSWORD });
    const token = sessionCookieHeader(response).slice('sid='.length);
    const ids = (await t.db.selectFrom('sessions').select('id').execute()).map((row) => row.id);
    expect(ids).toContain(hashSessionToken(token));
    expect(ids).not.toContain(token);
  });

  it('matches the email regardless of letter case', async () => {
    const response = await login({ email: EMAIL.toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('logs out: answers {status:200}, deletes the session and clears the cookie', async () => {
    const cookie = sessionCookieHeader(await login({ email: EMAIL, password: PASSWORD }));
    const response = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200 });
    expect(String(response.headers['set-cookie'])).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
    expect((await getUser(cookie)).json()).toBeNull();
  });

  it('logs out a guest without an error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200 });
  });

  it("gives a new session id on sign-in and moves the guest's cart and compare list to the user", async () => {
    const shopperId = await insertUser(t.db, { email: 'kupac@example.ba', password: PASSWORD });
    const ids = await insertCatalogSkeleton(t.db);
    const product = (slug: string) =>
      insertProduct(t.db, { slug, name: slug, subcategory_id: ids.desktopsId, manufacturer_id: ids.manufacturerId });
    const [inBoth, guestOnly, userOnly] = [await product('pc-a'), await product('pc-b'), await product('pc-c')];
    await t.db.insertInto('cart_items').values({ user_id: shopperId, product_id: inBoth, quantity: 3 }).execute();
    await t.db.insertInto('compare_items').values({ user_id: shopperId, product_id: userOnly }).execute();
    const guest = await insertSession(t.db);
    await t.db
      .insertInto('cart_items')
      .values([
        { session_id: guest.id, product_id: inBoth, quantity: 2 },
        { session_id: guest.id, product_id: guestOnly, quantity: 1 },
      ])
      .execute();
    await t.db.insertInto('compare_items').values({ session_id: guest.id, product_id: guestOnly }).execute();

    const guestCart = await t.app.inject({
      method: 'GET',
      url: '/api/getCartAmount',
      headers: { cookie: guest.cookie },
    });
    expect(guestCart.json()).toBe(3);

    const response = await login({ email: 'kupac@example.ba', password: PASSWORD }, guest.cookie);
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieHeader(response);
    expect(cookie).not.toBe(guest.cookie);

    const cart = await t.app.inject({ method: 'GET', url: '/api/getCartAmount', headers: { cookie } });
    expect(cart.json()).toBe(6);
    const compared = await t.db
      .selectFrom('compare_items')
      .select('product_id')
      .where('user_id', '=', shopperId)
      .orderBy('product_id')
      .execute();
    expect(compared.map((row) => row.product_id)).toEqual([guestOnly, userOnly]);
    expect(
      await t.db.selectFrom('sessions').select('id').where('id', '=', guest.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await t.db.selectFrom('cart_items').select('id').where('session_id', '=', guest.id).execute()).toEqual([]);
    expect((await getUser(guest.cookie)).json()).toBeNull();
  });
});

describe.each(testDatabases())('session cookie security on $name', (database) => {
  it('marks the cookie Secure when cookieSecure is true', async () => {
    const t = await startTestApp(database, { session: { cookieSecure: true } });
    try {
      await insertUser(t.db, { email: EMAIL, password: PASSWORD });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: EMAIL, password: PASSWORD },
      });
      expect(String(response.headers['set-cookie'])).toContain('Secure');
    } finally {
      await t.close();
    }
  });

  it('marks the cookie Secure behind a TLS proxy (auto + trustProxy)', async () => {
    const t = await startTestApp(database, { server: { trustProxy: true } });
    try {
      await insertUser(t.db, { email: EMAIL, password: PASSWORD });
      const login = (proto: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'x-forwarded-proto': proto },
          payload: { email: EMAIL, password: PASSWORD },
        });
      expect(String((await login('https')).headers['set-cookie'])).toContain('Secure');
      expect(String((await login('http')).headers['set-cookie'])).not.toContain('Secure');
    } finally {
      await t.close();
    }
  });
});
