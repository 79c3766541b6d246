import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession } from '../../test/fixtures';
import { multipartBody } from '../../test/form-data';
import { sessionCookieHeader, startTestApp, type TestApp } from '../../test/test-app';

describe.each(testDatabases())('POST /api/addToCart on $name', (database) => {
  let t: TestApp;
  let inStock: number;
  let soldOut: number;

  beforeAll(async () => {
    t = await startTestApp(database);
    const ids = await insertCatalogSkeleton(t.db);
    const base = { subcategory_id: ids.desktopsId, manufacturer_id: ids.manufacturerId };
    inStock = await insertProduct(t.db, { ...base, slug: 'na-stanju', name: 'Na stanju', stock: 4 });
    soldOut = await insertProduct(t.db, { ...base, slug: 'rasprodano', name: 'Rasprodano', stock: 0 });
  });
  afterAll(() => t.close());

  const addToCart = (payload: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/addToCart',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      payload,
    });
  const cartAmount = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/getCartAmount', headers: { cookie } });

  it('gives a guest an httpOnly SameSite=Lax session cookie, and the count follows the cart', async () => {
    const first = await addToCart(`id=${inStock}&quantity=2`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 200, quantity: 2 });
    const cookie = first.cookies.find((candidate) => candidate.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const session = sessionCookieHeader(first);
    expect((await cartAmount(session)).json()).toBe(2);

    const second = await addToCart(`id=${inStock}&quantity=1`, session);
    expect(second.json()).toEqual({ status: 200, quantity: 3 });
    // The same session: no new cookie.
    expect(second.cookies.find((candidate) => candidate.name === 'sid')).toBeUndefined();
    expect((await cartAmount(session)).json()).toBe(3);
  });

  it('accepts multipart/form-data as a browser FormData sends it (SPEC §7 "form data")', async () => {
    const form = await multipartBody({ id: inStock, quantity: 1 });
    const response = await t.app.inject({ method: 'POST', url: '/api/addToCart', ...form });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, quantity: 1 });
  });

  it('refuses a file in the form (413) and multipart on a JSON call (400)', async () => {
    const withFile = new FormData();
    withFile.append('id', String(inStock));
    withFile.append('quantity', '1');
    withFile.append('file', new Blob(['x'.repeat(100)]), 'a.txt');
    const encoded = new Response(withFile);
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/addToCart',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') as string },
    });
    expect(file.statusCode).toBe(413);
    const json = await multipartBody({ value: 'monitor' });
    expect((await t.app.inject({ method: 'POST', url: '/api/searchProducts', ...json })).statusCode).toBe(400);
  });

  it('clamps at the stock, then refuses once the cart holds all of it', async () => {
    const first = await addToCart(`id=${inStock}&quantity=9`);
    expect(first.json()).toEqual({ status: 200, quantity: 4 });
    const again = await addToCart(`id=${inStock}&quantity=1`, sessionCookieHeader(first));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'U korpi je već sva raspoloživa količina (4).',
      code: 'CART_HOLDS_ALL_STOCK',
    });
  });

  it('never exceeds the stock when the same cart adds in parallel', async () => {
    const { cookie } = await insertSession(t.db);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => addToCart(`id=${inStock}&quantity=1`, cookie)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 409, 409, 409, 409, 409, 409]);
    expect((await cartAmount(cookie)).json()).toBe(4);
  });

  it("refuses zero stock with the spec's message", async () => {
    const response = await addToCart(`id=${soldOut}&quantity=1`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Proizvod trenutno nije na stanju!', code: 'OUT_OF_STOCK' });
  });

  it.each([
    ['id=abc&quantity=1', 'Neispravan proizvod.', { id: 'INVALID_PRODUCT' }],
    [`id=${1}&quantity=0`, 'Neispravna količina.', { quantity: 'INVALID_QUANTITY' }],
    [`id=${1}&quantity=x`, 'Neispravna količina.', { quantity: 'INVALID_QUANTITY' }],
  ])('answers 400 to %s', async (payload, message, fields) => {
    const response = await addToCart(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION', fields });
  });

  it('answers 404 for an unknown product', async () => {
    const response = await addToCart('id=999999&quantity=1');
    expect(response.statusCode).toBe(404);
  });
});
