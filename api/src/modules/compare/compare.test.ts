import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession, insertUser } from '../../test/fixtures';
import { sessionCookieHeader, startTestApp, type TestApp } from '../../test/test-app';

describe.each(testDatabases())('compare list on $name', (database) => {
  let t: TestApp;
  let desktops: number[];
  let televisionId: number;
  let desktopsId: number;
  let televisionsId: number;

  beforeAll(async () => {
    t = await startTestApp(database);
    const ids = await insertCatalogSkeleton(t.db);
    desktopsId = ids.desktopsId;
    televisionsId = ids.televisionsId;
    desktops = [];
    for (let i = 1; i <= 6; i++) {
      desktops.push(
        await insertProduct(t.db, {
          slug: `pc-${i}`,
          name: `PC ${i}`,
          subcategory_id: desktopsId,
          manufacturer_id: ids.manufacturerId,
        }),
      );
    }
    televisionId = await insertProduct(t.db, {
      slug: 'tv-1',
      name: 'TV 1',
      subcategory_id: televisionsId,
      manufacturer_id: ids.manufacturerId,
    });
    await t.db
      .insertInto('product_specifications')
      .values([
        { product_id: desktops[0] ?? 0, name: 'RAM', value: '8 GB', position: 2 },
        { product_id: desktops[0] ?? 0, name: 'Procesor', value: 'i5', position: 1 },
      ])
      .execute();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const add = (cookie: string | undefined, id_proizvoda: number, id_podkategorije = desktopsId) =>
    call('POST', '/api/addToCompare', cookie, { id_proizvoda, id_podkategorije });
  const idsOf = (body: { id_proizvoda: number }[]) => body.map((item) => item.id_proizvoda);

  it('gives a guest without a session an empty list, and starts no session for it', async () => {
    const response = await call('GET', '/api/getCompare');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.cookies).toEqual([]);
  });

  it('starts a guest session on the first add and answers the new list with specifications', async () => {
    const response = await add(undefined, desktops[0] ?? 0);
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieHeader(response);
    expect(response.json()).toEqual([
      {
        id_proizvoda: desktops[0],
        id_podkategorije: desktopsId,
        slug: 'pc-1',
        naziv: 'PC 1',
        url_slike: '/slike/proizvodi/pc-1.svg',
        kolicina: 5,
        trenutna_cijena: 100,
        prodajna_cijena_sa_pdv: 100,
        naAkciji: 0,
        specifikacije: [
          { naziv: 'Procesor', vrijednost: 'i5' },
          { naziv: 'RAM', vrijednost: '8 GB' },
        ],
      },
    ]);
    expect(idsOf((await call('GET', '/api/getCompare', cookie)).json())).toEqual([desktops[0]]);
  });

  it('refuses a 6th item with the spec error object, keeping the five', async () => {
    const { cookie } = await insertSession(t.db);
    for (const id of desktops.slice(0, 5)) expect((await add(cookie, id)).statusCode).toBe(200);
    // Adding a listed product again changes nothing.
    expect(idsOf((await add(cookie, desktops[4] ?? 0)).json())).toEqual(desktops.slice(0, 5));

    const refused = await add(cookie, desktops[5] ?? 0);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      type: 'error',
      message: 'Možete uporediti najviše 5 proizvoda.',
      code: 'COMPARE_LIMIT',
    });
    expect(idsOf((await call('GET', '/api/getCompare', cookie)).json())).toEqual(desktops.slice(0, 5));
  });

  it('refuses a product of another subcategory, judged by the product, not by the body', async () => {
    const { cookie } = await insertSession(t.db);
    await add(cookie, desktops[0] ?? 0);
    for (const claimedSubcategory of [televisionsId, desktopsId]) {
      const refused = await add(cookie, televisionId, claimedSubcategory);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        type: 'error',
        message: 'Možete uporediti samo proizvode iz iste podkategorije.',
        code: 'COMPARE_OTHER_SUBCATEGORY',
      });
    }
  });

  it('removes one item and clears the list, per session', async () => {
    const mine = await insertSession(t.db);
    const theirs = await insertSession(t.db);
    await add(mine.cookie, desktops[0] ?? 0);
    await add(mine.cookie, desktops[1] ?? 0);
    await add(theirs.cookie, desktops[2] ?? 0);

    const removed = await call('POST', '/api/removeFromCompare', mine.cookie, {
      id_proizvoda: desktops[0],
      id_podkategorije: desktopsId,
    });
    expect(idsOf(removed.json())).toEqual([desktops[1]]);

    const cleared = await call('GET', '/api/clearCompare', mine.cookie);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ status: 200 });
    expect((await call('GET', '/api/getCompare', mine.cookie)).json()).toEqual([]);
    expect(idsOf((await call('GET', '/api/getCompare', theirs.cookie)).json())).toEqual([desktops[2]]);
  });

  it('keeps a signed-in user’s list under the user', async () => {
    const userId = await insertUser(t.db, { email: `compare-${database.name}@example.ba`, password: 'Lozinka123!' });
    const { cookie } = await insertSession(t.db, userId);
    await add(cookie, televisionId, televisionsId);
    const rows = await t.db.selectFrom('compare_items').select(['user_id', 'session_id']).where('user_id', '=', userId);
    expect(await rows.execute()).toEqual([{ user_id: userId, session_id: null }]);
  });

  it('answers 404 for an unknown product and 400 for a malformed body', async () => {
    const { cookie } = await insertSession(t.db);
    expect((await add(cookie, 999_999)).json()).toEqual({
      message: 'Proizvod nije pronađen.',
      code: 'PRODUCT_NOT_FOUND',
    });
    const malformed = await call('POST', '/api/addToCompare', cookie, { id_proizvoda: 'x' });
    expect(malformed.statusCode).toBe(400);
  });
});
