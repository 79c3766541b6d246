import { LISTING_PAGE_SIZE, type ListingResponse } from '@shop/shared/contracts';
import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertManufacturer, insertProduct } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const CATEGORY = 'računari-i-komponente';

describe.each(testDatabases())('GET /api/getCategoryProducts on $name', (database) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof insertCatalogSkeleton>>;
  let hpId: number;

  beforeAll(async () => {
    t = await startTestApp(database);
    ids = await insertCatalogSkeleton(t.db);
    hpId = await insertManufacturer(t.db, 'HP');
    // 60 products in the computers category, with repeating prices (ties for the sort) and mixed flags.
    for (let i = 0; i < 60; i++) {
      const onSale = i % 4 === 0;
      await insertProduct(t.db, {
        slug: `racunar-${i}`,
        name: `Računar ${String(i % 7)}`,
        subcategory_id: i % 3 === 0 ? ids.processorsId : ids.desktopsId,
        manufacturer_id: i % 2 === 0 ? ids.manufacturerId : hpId,
        stock: i % 5 === 0 ? 0 : i,
        price_minor: (i % 10) * 25_000 + 5_000,
        sale_price_minor: onSale ? (i % 10) * 20_000 + 1_000 : null,
        on_sale: onSale ? 1 : 0,
        created_at: `2026-10-${String((i % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
      });
    }
    await insertProduct(t.db, {
      slug: 'tv-1',
      name: 'TV',
      subcategory_id: ids.televisionsId,
      manufacturer_id: hpId,
    });
  });
  afterAll(() => t.close());

  async function listing(query: Record<string, string>): Promise<ListingResponse> {
    const response = await t.app.inject({ method: 'GET', url: '/api/getCategoryProducts', query });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  /** Every product matching the query, page by page. */
  async function allRows(query: Record<string, string>) {
    const first = await listing(query);
    const rows = [...first.proizvodi];
    for (let page = 2; page <= first.brojStranica; page++) {
      rows.push(...(await listing({ ...query, stranica: String(page) })).proizvodi);
    }
    return { first, rows };
  }

  it('pages through the whole category without overlaps, with the total', async () => {
    const { first, rows } = await allRows({ kategorija: CATEGORY, sort: 'cijena_rastuce' });
    expect(first.ukupno).toBe(60);
    expect(first.brojStranica).toBe(Math.ceil(60 / LISTING_PAGE_SIZE));
    expect(new Set(rows.map((row) => row.id_proizvoda)).size).toBe(60);
    const prices = rows.map((row) => row.trenutna_cijena);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(first.kategorija).toEqual({ naziv: 'Računari i komponente', url_stranice: CATEGORY });
  });

  it.each(['cijena_rastuce', 'cijena_opadajuce', 'najnovije', 'naziv'])(
    'sorts by %s the same way every time',
    async (sort) => {
      const once = await allRows({ kategorija: CATEGORY, sort });
      const again = await allRows({ kategorija: CATEGORY, sort });
      expect(once.rows.map((row) => row.id_proizvoda)).toEqual(again.rows.map((row) => row.id_proizvoda));
      expect(new Set(once.rows.map((row) => row.id_proizvoda)).size).toBe(60);
    },
  );

  it('sorts by price descending and by name', async () => {
    const descending = (await allRows({ kategorija: CATEGORY, sort: 'cijena_opadajuce' })).rows.map(
      (r) => r.trenutna_cijena,
    );
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const names = (await allRows({ kategorija: CATEGORY, sort: 'naziv' })).rows.map((r) => r.naziv);
    expect(names).toEqual([...names].sort());
  });

  it('gives facet counts that agree with the rows each choice shows', async () => {
    const base = { kategorija: CATEGORY, na_stanju: '1' };
    const { facets } = await listing(base);
    expect(facets.proizvodjaci.map((m) => m.naziv)).toEqual(['Acer', 'HP']);
    for (const manufacturer of facets.proizvodjaci) {
      const chosen = await allRows({ ...base, proizvodjac: String(manufacturer.id) });
      expect(chosen.rows).toHaveLength(manufacturer.broj);
      expect(chosen.first.ukupno).toBe(manufacturer.broj);
    }
    for (const range of facets.cijene) {
      const bounds = { cijena_od: String(range.od), ...(range.do === null ? {} : { cijena_do: String(range.do) }) };
      const chosen = await allRows({ ...base, ...bounds });
      expect(chosen.rows).toHaveLength(range.broj);
      for (const row of chosen.rows) {
        expect(row.trenutna_cijena).toBeGreaterThanOrEqual(range.od);
        if (range.do !== null) expect(row.trenutna_cijena).toBeLessThan(range.do);
      }
    }
    const onSale = await allRows({ ...base, akcija: '1' });
    expect(onSale.rows).toHaveLength(facets.naAkciji);
    expect(onSale.rows.every((row) => row.naAkciji === 1 && row.kolicina > 0)).toBe(true);
    const everything = await listing({ kategorija: CATEGORY });
    expect(everything.facets.naStanju).toBe((await allRows(base)).rows.length);
  });

  it('combines filters, and each facet leaves out only its own filter', async () => {
    const filtered = await listing({ kategorija: CATEGORY, proizvodjac: String(hpId), akcija: '1' });
    expect(filtered.proizvodi.every((row) => row.naAkciji === 1)).toBe(true);
    // The manufacturer facet still offers Acer, counted with the on-sale filter.
    const acer = filtered.facets.proizvodjaci.find((m) => m.naziv === 'Acer');
    const acerOnSale = await listing({ kategorija: CATEGORY, proizvodjac: String(ids.manufacturerId), akcija: '1' });
    expect(acer?.broj).toBe(acerOnSale.ukupno);
  });

  it('lists a subcategory, with slugs given percent-encoded or as typed', async () => {
    const sub = await listing({ kategorija: CATEGORY, podkategorija: 'desktop-računari' });
    expect(sub.ukupno).toBe(40);
    expect(sub.podkategorija).toEqual({ naziv: 'Desktop računari', url_stranice: 'desktop-računari' });
    const encoded = await t.app.inject({
      method: 'GET',
      url: `/api/getCategoryProducts?kategorija=${encodeURIComponent('televizori,-audio,-video')}`,
    });
    expect(encoded.json().ukupno).toBe(1);
    const typed = await t.app.inject({
      method: 'GET',
      url: '/api/getCategoryProducts?kategorija=televizori,-audio,-video',
    });
    expect(typed.json().ukupno).toBe(1);
  });

  it.each([[{ kategorija: 'nema-je' }], [{ kategorija: CATEGORY, podkategorija: 'televizori' }]])(
    'answers 404 with a message for an unknown category %j',
    async (query) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/getCategoryProducts', query });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Kategorija nije pronađena.', code: 'CATEGORY_NOT_FOUND' });
    },
  );

  it.each([
    [{}],
    [{ kategorija: CATEGORY, sort: 'random' }],
    [{ kategorija: CATEGORY, stranica: '0' }],
    [{ kategorija: CATEGORY, stranica: 'dva' }],
    [{ kategorija: CATEGORY, proizvodjac: '1;drop table' }],
    [{ kategorija: CATEGORY, cijena_od: '-5' }],
    [{ kategorija: CATEGORY, cijena_od: '500', cijena_do: '100' }],
    [{ kategorija: CATEGORY, akcija: 'da' }],
  ])('answers 400 with a message for bad query values %j', async (query) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/getCategoryProducts', query });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
