import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession, insertUser } from '../../test/fixtures';
import { multipartBody } from '../../test/form-data';
import { startTestApp, type TestApp } from '../../test/test-app';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(testDatabases())('favourites on $name', (database) => {
  let t: TestApp;
  let firstId: number;
  let secondId: number;
  let userCookie: string;

  beforeAll(async () => {
    t = await startTestApp(database);
    const ids = await insertCatalogSkeleton(t.db);
    const product = (slug: string) =>
      insertProduct(t.db, { slug, name: slug, subcategory_id: ids.desktopsId, manufacturer_id: ids.manufacturerId });
    firstId = await product('pc-1');
    secondId = await product('pc-2');
    const userId = await insertUser(t.db, { email: 'omiljeni@example.ba', password: 'Lozinka123!' });
    userCookie = (await insertSession(t.db, userId)).cookie;
  });
  afterAll(() => t.close());

  const post = (url: string, id: number | string, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload: `id=${id}`, headers: { ...FORM, ...(cookie ? { cookie } : {}) } });
  const amount = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/getFavoritesAmount', headers: cookie ? { cookie } : {} });
  const slugsOf = (body: { items: { slug: string }[] }) => body.items.map((item) => item.slug);

  it.each([
    ['no session', undefined],
    ['a guest session', 'guest'],
  ])('answers %s an empty list, and 401 with a message to add or remove', async (_, kind) => {
    const cookie = kind === 'guest' ? (await insertSession(t.db)).cookie : undefined;
    const list = await amount(cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ length: 0, items: [] });
    for (const response of [
      await post('/api/addToFavorites', firstId, cookie),
      await post('/api/removeFromFavorites', firstId, cookie),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Prijavite se da biste sačuvali proizvode.',
        code: 'SIGN_IN_REQUIRED',
      });
    }
    expect(await t.db.selectFrom('favourites').selectAll().execute()).toEqual([]);
  });

  it('adds (once), lists newest first and removes for a signed-in user', async () => {
    expect((await amount(userCookie)).json()).toEqual({ length: 0, items: [] });
    await post('/api/addToFavorites', firstId, userCookie);
    await new Promise((resolve) => setTimeout(resolve, 5)); // distinct added_at timestamps
    const added = await post('/api/addToFavorites', secondId, userCookie);
    expect(added.statusCode).toBe(200);
    expect(added.json().length).toBe(2);
    expect(slugsOf(added.json())).toEqual(['pc-2', 'pc-1']);
    expect(slugsOf((await post('/api/addToFavorites', firstId, userCookie)).json())).toEqual(['pc-2', 'pc-1']);

    const removed = await post('/api/removeFromFavorites', secondId, userCookie);
    expect(removed.json()).toMatchObject({ length: 1, items: [{ id_proizvoda: firstId, slug: 'pc-1' }] });
    expect((await amount(userCookie)).json().length).toBe(1);
  });

  it('accepts multipart/form-data (a browser FormData) and JSON as well as urlencoded', async () => {
    const form = await multipartBody({ id: secondId });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/addToFavorites',
      payload: form.payload,
      headers: { ...form.headers, cookie: userCookie },
    });
    expect(added.statusCode).toBe(200);
    expect(slugsOf(added.json())).toContain('pc-2');
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/removeFromFavorites',
      payload: { id: secondId },
      headers: { cookie: userCookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(slugsOf(removed.json())).not.toContain('pc-2');
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    expect((await post('/api/addToFavorites', 999_999, userCookie)).statusCode).toBe(404);
    const malformed = await post('/api/addToFavorites', 'abc', userCookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      message: 'Neispravan proizvod.',
      code: 'VALIDATION',
      fields: { id: 'INVALID_PRODUCT' },
    });
  });
});
