import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertManufacturer, insertProduct } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe.each(testDatabases())('search on $name', (database) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof insertCatalogSkeleton>>;
  const productIds: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp(database);
    ids = await insertCatalogSkeleton(t.db);
    const logitech = await insertManufacturer(t.db, 'Logitech');
    const add = async (
      slug: string,
      values: { name: string; code: string; barcode: string; manufacturer?: number },
    ) => {
      productIds[slug] = await insertProduct(t.db, {
        slug,
        name: values.name,
        product_code: values.code,
        barcode: values.barcode,
        subcategory_id: ids.desktopsId,
        manufacturer_id: values.manufacturer ?? ids.manufacturerId,
      });
    };
    await add('usisivac', { name: 'Robotski usisivač Šarp', code: 'RU-100', barcode: '3870000000011' });
    await add('mis', { name: 'Bežični miš M185', code: 'M185', barcode: '3870000000028', manufacturer: logitech });
    await add('tastatura', { name: 'Tastatura Đorđe edition', code: 'TK-1', barcode: '3870000000035' });
    await add('monitor-a', { name: 'Monitor 24 Acer', code: 'MON-24', barcode: '3870000000042' });
    await add('acer-monitor', { name: 'Acer monitor 27', code: 'ACM-27', barcode: '3870000000059' });
    // A name containing another product's code: the exact code still ranks first.
    await add('kabl', { name: 'Kabl za M185 miš', code: 'KB-2', barcode: '3870000000066' });
    for (let i = 0; i < 25; i++) {
      await add(`laptop-${i}`, {
        name: `Laptop Aspire ${i}`,
        code: `LA-${i}`,
        barcode: `38710000${String(i).padStart(5, '0')}`,
      });
    }
    await t.app.searchIndex.rebuild();
  });
  afterAll(() => t.close());

  async function suggest(value: string) {
    const response = await t.app.inject({ method: 'POST', url: '/api/searchProducts', payload: { value } });
    expect(response.statusCode).toBe(200);
    return response.json() as { slug: string; naziv: string; url_slike: string; trenutna_cijena: number }[];
  }
  const slugs = async (value: string) => (await suggest(value)).map((s) => s.slug);

  it('answers the spec fields for each suggestion', async () => {
    expect(await suggest('usisivač')).toEqual([
      {
        slug: 'usisivac',
        naziv: 'Robotski usisivač Šarp',
        url_slike: '/slike/proizvodi/usisivac.svg',
        trenutna_cijena: 100,
      },
    ]);
  });

  it.each([
    ['usisivac', 'usisivac'],
    ['USISIVAČ', 'usisivac'],
    ['sarp', 'usisivac'],
    ['bezicni', 'mis'],
    ['djordje', 'tastatura'],
    ['dorde', 'tastatura'],
    ['Đorđe', 'tastatura'],
  ])('finds %s with or without diacritics', async (term, slug) => {
    expect(await slugs(term)).toContain(slug);
  });

  it.each([
    ['usisivaz', 'usisivac'],
    ['tastatira', 'tastatura'],
    ['logitec', 'mis'],
  ])('tolerates one typo in %s', async (term, slug) => {
    expect(await slugs(term)).toContain(slug);
  });

  it('does not stretch short words or two typos', async () => {
    expect(await slugs('mus')).not.toContain('mis');
    expect(await slugs('tostatira')).not.toContain('tastatura');
  });

  it('finds by manufacturer, code and barcode, exact code or barcode first', async () => {
    expect(await slugs('logitech')).toEqual(['mis']);
    expect((await slugs('m185'))[0]).toBe('mis');
    expect(await slugs('m185')).toContain('kabl');
    expect(await slugs('RU-100')).toEqual(['usisivac']);
    expect(await slugs('3870000000035')).toEqual(['tastatura']);
  });

  it('ranks a name that starts with the term before other matches', async () => {
    const ranked = await slugs('acer monitor');
    expect(ranked.indexOf('acer-monitor')).toBeLessThan(ranked.indexOf('monitor-a'));
  });

  it('pages results 10 at a time with the total', async () => {
    const page = async (stranica: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/getSearchResults',
          query: { search: 'laptop', stranica: String(stranica) },
        })
      ).json();
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect(first.ukupno).toBe(25);
    expect([first.proizvodi.length, second.proizvodi.length, third.proizvodi.length]).toEqual([10, 10, 5]);
    expect([first.imaJos, second.imaJos, third.imaJos]).toEqual([true, true, false]);
    const all = [...first.proizvodi, ...second.proizvodi, ...third.proizvodi].map((p) => p.id_proizvoda);
    expect(new Set(all).size).toBe(25);
    expect(first.proizvodi[0]).toHaveProperty('prodajna_cijena_sa_pdv');
  });

  it('names the subcategory whose name is the term exactly (any case), on the first page only', async () => {
    const results = async (search: string, stranica = '1') =>
      (await t.app.inject({ method: 'GET', url: '/api/getSearchResults', query: { search, stranica } })).json();
    expect((await results('DESKTOP RAČUNARI')).podkategorija).toEqual({
      url_kategorije: 'računari-i-komponente',
      url_podkategorije: 'desktop-računari',
    });
    expect((await results('desktop računari', '2')).podkategorija).toBeNull();
    expect((await results('desktop')).podkategorija).toBeNull();
  });

  it('keeps the index in step with product changes', async () => {
    const id = await insertProduct(t.db, {
      slug: 'novi-ruter',
      name: 'Ruter Zmaj',
      subcategory_id: ids.desktopsId,
      manufacturer_id: ids.manufacturerId,
    });
    await t.app.searchIndex.reindexProducts([id]);
    expect(await slugs('zmaj')).toEqual(['novi-ruter']);
    await t.db
      .updateTable('products')
      .set({ name: 'Ruter Orao', short_description: 'Opis: Ruter Orao' })
      .where('id', '=', id)
      .execute();
    await t.app.searchIndex.reindexProducts([id]);
    expect(await slugs('zmaj')).toEqual([]);
    expect(await slugs('orao')).toEqual(['novi-ruter']);
    await t.app.searchIndex.removeProduct(id);
    expect(await slugs('orao')).toEqual([]);
  });

  it('picks up edits it was not told about from updated_at', async () => {
    await t.db
      .updateTable('products')
      .set({
        name: 'Robotski usisivač Vihor',
        short_description: 'Opis: Robotski usisivač Vihor',
        updated_at: '2099-01-01T00:00:00.000Z',
      })
      .where('id', '=', productIds.usisivac as number)
      .execute();
    expect(await slugs('vihor')).toEqual([]);
    expect(await t.app.searchIndex.syncChanges()).toBe(1);
    expect(await slugs('vihor')).toEqual(['usisivac']);
    expect(await t.app.searchIndex.syncChanges()).toBe(0);

    // Hidden by another instance (or a script): the next sync drops it instead of adding it again.
    await t.db
      .updateTable('products')
      .set({ hidden: 1, updated_at: '2099-01-01T00:00:01.000Z' })
      .where('id', '=', productIds.usisivac as number)
      .execute();
    expect(await t.app.searchIndex.syncChanges()).toBe(1);
    expect((await t.app.searchIndex.search('vihor')).total).toBe(0);
  });

  it.each([
    ['POST', '/api/searchProducts', { value: '' }],
    ['POST', '/api/searchProducts', { value: 42 }],
    ['POST', '/api/searchProducts', {}],
    ['POST', '/api/searchProducts', { value: 'x'.repeat(101) }],
  ] as const)('answers 400 for a bad body %s %s %j', async (method, url, payload) => {
    const response = await t.app.inject({ method, url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it.each([[{}], [{ search: '' }], [{ search: 'laptop', stranica: '-1' }]])(
    'answers 400 for bad result-page queries %j',
    async (query) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/getSearchResults', query });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    },
  );
});
