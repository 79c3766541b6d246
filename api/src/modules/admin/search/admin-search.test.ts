import { testDatabases } from '../../../test/databases';
import { insertCatalogSkeleton, insertProduct } from '../../../test/fixtures';
import { signedInAs } from '../../../test/staff';
import { startTestApp, type TestApp } from '../../../test/test-app';

describe.each(testDatabases())('admin search settings (#Pretraga) on $name', (database) => {
  let t: TestApp;
  let editor: string;

  beforeAll(async () => {
    t = await startTestApp(database);
    editor = (await signedInAs(t.db, 'Editor')).cookie;
    const ids = await insertCatalogSkeleton(t.db);
    await insertProduct(t.db, {
      slug: 'dell-optiplex',
      name: 'Dell OptiPlex 7010',
      subcategory_id: ids.desktopsId,
      manufacturer_id: ids.manufacturerId,
    });
    await t.app.searchIndex.rebuild();
  });
  afterAll(() => t.close());

  const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: editor, 'accept-language': 'en' } });
  const found = async (value: string) =>
    (
      (await t.app.inject({ method: 'POST', url: '/api/searchProducts', payload: { value } })).json() as {
        slug: string;
      }[]
    ).map((suggestion) => suggestion.slug);

  it('adds, edits and removes a synonym group, and the search follows each change at once', async () => {
    expect(await found('kutijica')).toEqual([]);

    const created = await staff('POST', '/api/admin/search/synonyms', { izrazi: ['Kutijica', 'desktop računar'] });
    expect(created.statusCode).toBe(200);
    const group = created.json();
    expect(group).toEqual({
      id: expect.any(Number),
      izrazi: ['Kutijica', 'desktop računar'],
      azurirano: expect.any(String),
    });
    // Through the synonym, in any word form: the subcategory "Desktop računari" holds the product.
    expect(await found('kutijica')).toEqual(['dell-optiplex']);
    expect(await found('kutijice')).toEqual(['dell-optiplex']);

    const listed = (await staff('GET', '/api/admin/search/synonyms')).json();
    expect(listed.grupe).toContainEqual(group);

    const edited = await staff('PUT', `/api/admin/search/synonyms/${group.id}`, { izrazi: ['kutija', 'desktop'] });
    expect(edited.json().izrazi).toEqual(['kutija', 'desktop']);
    expect(await found('kutijica')).toEqual([]);
    expect(await found('kutija')).toEqual(['dell-optiplex']);

    expect((await staff('DELETE', `/api/admin/search/synonyms/${group.id}`)).json()).toEqual({ deleted: true });
    expect(await found('kutija')).toEqual([]);
    expect((await staff('DELETE', `/api/admin/search/synonyms/${group.id}`)).statusCode).toBe(404);

    const audited = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'synonyms')
      .orderBy('id')
      .execute();
    expect(audited.map((row) => row.action)).toEqual(['synonyms.create', 'synonyms.update', 'synonyms.delete']);
  });

  it.each([
    [{ izrazi: ['samo jedan'] }, 'SYNONYM_TERMS_TOO_FEW'],
    [{ izrazi: ['laptop', 'Laptop'] }, 'SYNONYM_TERMS_TOO_FEW'],
    [{ izrazi: ['laptop', 'jedan dva tri četiri pet'] }, 'SYNONYM_TERM_INVALID'],
    [{ izrazi: ['laptop', 'a, b'] }, 'SYNONYM_TERM_INVALID'],
    [{ izrazi: ['laptop', ''] }, 'SYNONYM_TERM_INVALID'],
    [{}, undefined],
  ])('refuses the group %j with a clear error', async (payload, code) => {
    const response = await staff('POST', '/api/admin/search/synonyms', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    if (code) expect(Object.values(response.json().fields ?? {})).toContain(code);
  });

  it("reports the week's top queries and those that found nothing, folded", async () => {
    const results = (search: string, extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/getSearchResults', query: { search, ...extra } });
    for (const search of ['Dell', 'dell', 'DELL', 'optiplex', 'xyzzy', 'Xyzzy']) await results(search);
    // Scrolling further, filtering and sorting are the same search: not counted again.
    await results('dell', { stranica: '2' });
    await results('dell', { na_stanju: '1' });
    await results('dell', { sort: 'naziv' });
    await t.app.searchLog.flush();
    const report = (await staff('GET', '/api/admin/search/queries')).json();
    expect(report.najcesci.slice(0, 3)).toEqual([
      { upit: 'dell', pretraga: 3, bezRezultata: 0 },
      { upit: 'xyzzy', pretraga: 2, bezRezultata: 2 },
      { upit: 'optiplex', pretraga: 1, bezRezultata: 0 },
    ]);
    expect(report.bezRezultata).toEqual([{ upit: 'xyzzy', pretraga: 2, bezRezultata: 2 }]);
    // Counts from several flushes (or instances) add up.
    await results('xyzzy');
    await t.app.searchLog.flush();
    const again = (await staff('GET', '/api/admin/search/queries?dana=1')).json();
    expect(again.bezRezultata).toEqual([{ upit: 'xyzzy', pretraga: 3, bezRezultata: 3 }]);
  });
});
