import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct } from '../../test/fixtures';
import { sessionCookieHeader, startTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 26, decision 019: every public answer shows the English text where staff wrote one (Accept-Language: en),
 * the Serbian one otherwise, and no cache serves one language's answer to the other.
 */
describe.each(testDatabases())('English catalogue content on $name', (database) => {
  let t: TestApp;
  let translatedId: number;
  let ids: Awaited<ReturnType<typeof insertCatalogSkeleton>>;
  const EN = { 'accept-language': 'en-GB,en;q=0.9' };
  const SR = { 'accept-language': 'sr-Latn' };

  beforeAll(async () => {
    // Long lifetimes: a cache that mixed languages would show it here.
    t = await startTestApp(database, { productCache: { ttlMs: 60_000 } });
    ids = await insertCatalogSkeleton(t.db);
    await t.db.updateTable('categories').set({ name_en: 'Computers' }).where('id', '=', ids.computersId).execute();
    await t.db.updateTable('subcategories').set({ name_en: 'Desktops' }).where('id', '=', ids.desktopsId).execute();
    translatedId = await insertProduct(t.db, {
      slug: 'racunar-vihor',
      name: 'Računar Vihor',
      name_en: 'Whirlwind computer',
      short_description: 'Tih kancelarijski računar.',
      short_description_en: 'A quiet office computer.',
      label: 'Novo',
      label_en: 'New',
      label_color: '#2e7d32',
      subcategory_id: ids.desktopsId,
      manufacturer_id: ids.manufacturerId,
      stock: 5,
    });
    // Nothing in English: every language shows the Serbian texts.
    await insertProduct(t.db, {
      slug: 'racunar-oluja',
      name: 'Računar Oluja',
      label: 'Akcija',
      label_color: '#d32f2f',
      subcategory_id: ids.desktopsId,
      manufacturer_id: ids.manufacturerId,
      stock: 5,
    });
    await t.db
      .insertInto('product_specifications')
      .values([
        { product_id: translatedId, name: 'Boja', value: 'Crna', position: 1 },
        { product_id: translatedId, name: 'Wi-Fi', value: 'Da', position: 2 },
        { product_id: translatedId, name: 'Težina', value: '7 kg', position: 3 },
      ])
      .execute();
    await t.db
      .insertInto('english_terms')
      .values([
        { serbian: 'Boja', english: 'Colour' },
        { serbian: 'Crna', english: 'Black' },
        { serbian: 'Da', english: 'Yes' },
      ])
      .execute();
    const promotionId = Number(
      (
        await t.db
          .insertInto('promotions')
          .values({ slug: 'zima', name: 'Zimska akcija', name_en: 'Winter sale', starts_at: null, ends_at: null })
          .executeTakeFirstOrThrow()
      ).insertId,
    );
    await t.db
      .insertInto('promotion_products')
      .values({ promotion_id: promotionId, product_id: translatedId, position: 1 })
      .execute();
    await t.app.searchIndex.rebuild();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>, query?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers, query });

  it('the product page: English where written, Serbian where not; a Serbian request gets Serbian', async () => {
    const english = (await get('/api/proizvod/racunar-vihor', EN)).json();
    expect(english.product).toMatchObject({
      naziv: 'Whirlwind computer',
      kratak_opis: 'A quiet office computer.',
      label: 'New',
      naziv_kategorije: 'Computers',
      naziv_podkategorije: 'Desktops',
    });
    expect(english.description).toEqual([
      { naziv: 'Colour', vrijednost: 'Black' },
      { naziv: 'Wi-Fi', vrijednost: 'Yes' },
      { naziv: 'Težina', vrijednost: '7 kg' },
    ]);
    expect(english.recommendedProducts.map((p: { naziv: string; label: string }) => [p.naziv, p.label])).toEqual([
      ['Računar Oluja', 'Akcija'],
    ]);

    // Asked second, after the English answer was cached: the cache keeps the languages apart.
    const serbian = (await get('/api/proizvod/racunar-vihor', SR)).json();
    expect(serbian.product).toMatchObject({
      naziv: 'Računar Vihor',
      kratak_opis: 'Tih kancelarijski računar.',
      label: 'Novo',
      naziv_kategorije: 'Računari i komponente',
      naziv_podkategorije: 'Desktop računari',
    });
    expect(serbian.description[0]).toEqual({ naziv: 'Boja', vrijednost: 'Crna' });
    // And the other way round: Serbian cached first, then English.
    expect((await get('/api/proizvod/racunar-oluja', SR)).json().product.naziv).toBe('Računar Oluja');
    expect((await get('/api/proizvod/racunar-oluja', EN)).json().recommendedProducts[0].naziv).toBe(
      'Whirlwind computer',
    );
    expect((await get('/api/proizvod/racunar-vihor', EN)).json().product.naziv).toBe('Whirlwind computer');
  });

  it('an English edit reaches the cached English answer, and the Serbian one stays Serbian', async () => {
    await t.app.writeCatalog(async (trx, changes) => {
      await trx.updateTable('products').set({ name_en: 'Whirlwind PC' }).where('id', '=', translatedId).execute();
      changes.product(translatedId);
    });
    expect((await get('/api/proizvod/racunar-vihor', EN)).json().product.naziv).toBe('Whirlwind PC');
    expect((await get('/api/proizvod/racunar-vihor', SR)).json().product.naziv).toBe('Računar Vihor');
    await t.app.writeCatalog(async (trx, changes) => {
      await trx.updateTable('products').set({ name_en: 'Whirlwind computer' }).where('id', '=', translatedId).execute();
      changes.product(translatedId);
    });
  });

  it('category listing (its scope cached once for both languages), categories and the /webshop highlights', async () => {
    const query = { kategorija: 'računari-i-komponente', podkategorija: 'desktop-računari' };
    const serbian = (await get('/api/getCategoryProducts', SR, query)).json();
    const english = (await get('/api/getCategoryProducts', EN, query)).json();
    expect([serbian.kategorija.naziv, serbian.podkategorija.naziv]).toEqual([
      'Računari i komponente',
      'Desktop računari',
    ]);
    expect([english.kategorija.naziv, english.podkategorija.naziv]).toEqual(['Computers', 'Desktops']);
    const names = (answer: { proizvodi: { naziv: string }[] }) => answer.proizvodi.map((p) => p.naziv).sort();
    expect(names(english)).toEqual(['Računar Oluja', 'Whirlwind computer']);
    expect(names(serbian)).toEqual(['Računar Oluja', 'Računar Vihor']);
    expect((await get('/api/getCategoryProducts', SR, query)).json().kategorija.naziv).toBe('Računari i komponente');

    const tree = (await get('/api/getCategoriesForWebShop', EN)).json();
    const computers = tree.find((c: { url_stranice: string }) => c.url_stranice === 'računari-i-komponente');
    expect(computers.naziv_kategorije).toBe('Computers');
    expect(computers.podkategorije.map((s: { naziv_podkategorije: string }) => s.naziv_podkategorije)).toEqual([
      'Procesori',
      'Desktops',
    ]);
    const highlights = (await get('/api/getWebshopHighlights', EN)).json();
    expect(highlights.promocije).toEqual([{ naziv_promocije: 'Winter sale', url: '/en/promotion/zima' }]);
    expect(highlights.kategorije.map((c: { naziv_kategorije: string }) => c.naziv_kategorije)).toContain('Computers');
    expect((await get('/api/getWebshopHighlights', SR)).json().promocije[0].naziv_promocije).toBe('Zimska akcija');
  });

  it('a promotion page', async () => {
    const english = (await get('/api/getSinglePromotion/zima', EN)).json();
    expect(english.promocija).toMatchObject({
      naziv_promocije: 'Winter sale',
      products: [{ naziv: 'Whirlwind computer' }],
    });
    expect((await get('/api/getSinglePromotion/zima', SR)).json().promocija.naziv_promocije).toBe('Zimska akcija');
  });

  it('search finds English words and answers in the language asked for', async () => {
    const english = (await get('/api/getSearchResults', EN, { search: 'whirlwind' })).json();
    expect(english.proizvodi.map((p: { naziv: string }) => p.naziv)).toEqual(['Whirlwind computer']);
    expect(english.facets.podkategorije).toEqual([{ id: ids.desktopsId, naziv: 'Desktops', broj: 1 }]);
    // An English category name and a translated specification value find products too.
    expect((await get('/api/getSearchResults', SR, { search: 'desktops' })).json().ukupno).toBe(2);
    const black = (await get('/api/getSearchResults', SR, { search: 'black' })).json();
    expect(black.proizvodi.map((p: { naziv: string }) => p.naziv)).toEqual(['Računar Vihor']);
    const suggestions = await t.app.inject({
      method: 'POST',
      url: '/api/searchProducts',
      headers: EN,
      payload: { value: 'vihor' },
    });
    expect(suggestions.json().map((p: { naziv: string }) => p.naziv)).toEqual(['Whirlwind computer']);
  });

  it('the cart and the compare list', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/addToCart',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${translatedId}&quantity=1`,
    });
    const cookie = sessionCookieHeader(added);
    const cart = (headers: Record<string, string>) => get('/api/getCart', { ...headers, cookie });
    expect((await cart(EN)).json().stavke[0].naziv).toBe('Whirlwind computer');
    expect((await cart(SR)).json().stavke[0].naziv).toBe('Računar Vihor');

    await t.app.inject({
      method: 'POST',
      url: '/api/addToCompare',
      headers: { cookie },
      payload: { id_proizvoda: translatedId, id_podkategorije: ids.desktopsId },
    });
    const [english] = (await get('/api/getCompare', { ...EN, cookie })).json();
    expect(english.naziv).toBe('Whirlwind computer');
    expect(english.specifikacije[0]).toEqual({ naziv: 'Colour', vrijednost: 'Black' });
    expect((await get('/api/getCompare', { ...SR, cookie })).json()[0].specifikacije[0]).toEqual({
      naziv: 'Boja',
      vrijednost: 'Crna',
    });
  });
});
