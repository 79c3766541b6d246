import { testDatabases } from '../../test/databases';
import { insertCategory, insertManufacturer, insertProduct, insertSubcategory } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

/** What a shopper means, on a small catalogue: word forms, diacritics, synonyms, word order, AND, ranking, facets. */
describe.each(testDatabases())('search finds what shoppers mean, on $name', (database) => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp(database);
    const laptopsCategory = await insertCategory(t.db, {
      slug: 'laptop-računari',
      name: 'Laptop računari',
      position: 1,
    });
    const peripherals = await insertCategory(t.db, { slug: 'periferija', name: 'Periferija', position: 2 });
    ids.laptops = await insertSubcategory(t.db, {
      categoryId: laptopsCategory,
      slug: 'laptopi',
      name: 'Laptopi',
      position: 1,
    });
    ids.accessories = await insertSubcategory(t.db, {
      categoryId: laptopsCategory,
      slug: 'dodaci-za-laptope',
      name: 'Dodaci za laptope',
      position: 2,
    });
    ids.mice = await insertSubcategory(t.db, { categoryId: peripherals, slug: 'misevi', name: 'Miševi', position: 1 });
    ids.keyboards = await insertSubcategory(t.db, {
      categoryId: peripherals,
      slug: 'tastature',
      name: 'Tastature',
      position: 2,
    });
    ids.lenovo = await insertManufacturer(t.db, 'Lenovo');
    ids.hp = await insertManufacturer(t.db, 'HP');
    ids.trust = await insertManufacturer(t.db, 'Trust');
    ids.logitech = await insertManufacturer(t.db, 'Logitech');
    const add = async (
      slug: string,
      values: Parameters<typeof insertProduct>[1] extends infer P ? Partial<P> : never,
    ) => {
      ids[slug] = await insertProduct(t.db, {
        slug,
        name: slug,
        subcategory_id: ids.laptops as number,
        manufacturer_id: ids.lenovo as number,
        ...values,
      });
    };
    // Out of stock, but first by id: among equals it must still come after the ones in stock.
    await add('thinkpad', {
      name: 'Lenovo ThinkPad E14 Gen 5, Intel Core i5, 16GB',
      product_code: 'LEN-21JK0083SC',
      stock: 0,
      price_minor: 150_000,
    });
    await add('ideapad', { name: 'Lenovo IdeaPad Slim 3', stock: 4, price_minor: 90_000 });
    await add('probook', { name: 'HP ProBook 450 G10', manufacturer_id: ids.hp, stock: 9, price_minor: 120_000 });
    await add('stand', {
      name: 'Trust postolje za laptop',
      subcategory_id: ids.accessories,
      manufacturer_id: ids.trust,
      price_minor: 5_000,
    });
    await add('mouse', {
      name: 'Logitech M185',
      short_description: 'Bežični miš Logitech M185.',
      subcategory_id: ids.mice,
      manufacturer_id: ids.logitech,
      price_minor: 2_500,
    });
    await add('keyboard', {
      name: 'Logitech K120',
      subcategory_id: ids.keyboards,
      manufacturer_id: ids.logitech,
      price_minor: 2_000,
    });
    await t.db
      .insertInto('product_specifications')
      .values([
        { product_id: ids.thinkpad as number, name: 'RAM memorija', value: '16GB', position: 0 },
        { product_id: ids.thinkpad as number, name: 'Dijagonala ekrana', value: '15,6"', position: 1 },
      ])
      .execute();
    await t.db
      .insertInto('search_synonyms')
      .values([
        { terms: 'laptop, notebook, prijenosni računar', updated_at: '2026-11-26T00:00:00.000Z' },
        { terms: 'miš, mouse', updated_at: '2026-11-26T00:00:00.000Z' },
      ])
      .execute();
    await t.app.searchIndex.rebuild();
  });
  afterAll(() => t.close());

  const suggestions = async (value: string) =>
    (
      (await t.app.inject({ method: 'POST', url: '/api/searchProducts', payload: { value } })).json() as {
        slug: string;
      }[]
    ).map((suggestion) => suggestion.slug);
  const results = async (search: string, query: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/getSearchResults', query: { search, ...query } });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const slugsOf = (page: { proizvodi: { slug: string }[] }) => page.proizvodi.map((product) => product.slug);
  const laptops = ['ideapad', 'probook', 'thinkpad'];

  it.each(['laptop', 'laptopi', 'laptopa', 'laptopima', 'LAPTOPE'])(
    'finds the laptops for "%s" (word forms)',
    async (term) => {
      expect((await suggestions(term)).slice(0, 3).sort()).toEqual(laptops);
    },
  );

  it.each([
    ['miševi', 'mouse'],
    ['misevi', 'mouse'],
    ['mis', 'mouse'],
    ['bezicni', 'mouse'],
    ['bežičnog miša', 'mouse'],
  ])('finds "%s" with or without diacritics, in any form', async (term, slug) => {
    expect((await suggestions(term))[0]).toBe(slug);
  });

  it.each([
    ['notebook', laptops],
    ['prijenosni računari', laptops],
    ['mouse', ['mouse']],
  ])('finds "%s" through a synonym', async (term, expected) => {
    expect((await suggestions(term)).slice(0, expected.length).sort()).toEqual(expected);
  });

  it('finds the same in any word order, and only what has every word', async () => {
    const lenovoLaptop = await results('lenovo laptop');
    expect(slugsOf(lenovoLaptop).sort()).toEqual(['ideapad', 'thinkpad']);
    expect(slugsOf(await results('laptop lenovo'))).toEqual(slugsOf(lenovoLaptop));
    expect(lenovoLaptop.djelimicno).toBe(false);
    expect(slugsOf(await results('16gb lenovo'))).toEqual(['thinkpad']);
    expect(slugsOf(await results('15,6 thinkpad'))).toEqual(['thinkpad']);
  });

  it('falls back to the products with the most words, and says so', async () => {
    const page = await results('logitech laptop');
    expect(page.djelimicno).toBe(true);
    expect(slugsOf(page).sort()).toEqual(['ideapad', 'keyboard', 'mouse', 'probook', 'stand', 'thinkpad']);
  });

  it('ranks the subcategory above a name that merely has the word, in-stock first among equals, stably', async () => {
    const first = slugsOf(await results('laptop'));
    // The three laptops tie; the ThinkPad (lowest id) is out of stock, so it comes last of them.
    expect(first).toEqual(['ideapad', 'probook', 'thinkpad', 'stand']);
    expect(slugsOf(await results('laptop'))).toEqual(first);
    await t.db
      .updateTable('products')
      .set({ stock: 3 })
      .where('id', '=', ids.thinkpad as number)
      .execute();
    // Stock is read at search time: no reindex needed.
    expect(slugsOf(await results('laptop'))).toEqual(['thinkpad', 'ideapad', 'probook', 'stand']);
    await t.db
      .updateTable('products')
      .set({ stock: 0 })
      .where('id', '=', ids.thinkpad as number)
      .execute();
  });

  it('puts an exact name, model or code first', async () => {
    expect((await suggestions('ProBook 450 G10'))[0]).toBe('probook');
    expect((await suggestions('hp probook 450 g10'))[0]).toBe('probook');
    expect((await suggestions('LEN-21JK0083SC'))[0]).toBe('thinkpad');
    expect((await suggestions('len-21jk0083sc'))[0]).toBe('thinkpad');
  });

  it('names the subcategories a term stands for, with their product counts (the suggestion rows)', async () => {
    const rows = async (value: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/searchSubcategories', payload: { value } })).json();
    expect(await rows('laptopi')).toEqual([
      { naziv: 'Laptopi', url_kategorije: 'laptop-računari', url_podkategorije: 'laptopi', broj: 3 },
      {
        naziv: 'Dodaci za laptope',
        url_kategorije: 'laptop-računari',
        url_podkategorije: 'dodaci-za-laptope',
        broj: 1,
      },
    ]);
    expect((await rows('notebook'))[0].naziv).toBe('Laptopi');
    expect((await rows('mis'))[0].naziv).toBe('Miševi');
    // As typed: the word being written counts as a prefix for products, not for the rows.
    expect(await rows('logitech')).toEqual([]);
  });

  it('offers "did you mean" and popular subcategories when nothing is found, and corrects a typo it found', async () => {
    const nothing = await results('tostatira');
    expect(nothing.ukupno).toBe(0);
    expect(nothing.predlog).toBe('tastature');
    expect(nothing.popularneKategorije.length).toBeGreaterThan(0);
    expect(nothing.popularneKategorije[0]).toEqual({
      naziv: 'Laptopi',
      url_kategorije: 'laptop-računari',
      url_podkategorije: 'laptopi',
    });
    expect(slugsOf(await results('tastature'))).toEqual(['keyboard']);

    const typo = await results('tastatira');
    expect(slugsOf(typo)).toEqual(['keyboard']);
    expect(typo.predlog).toBe('tastature');
    expect(typo.popularneKategorije).toEqual([]);

    const found = await results('laptop');
    expect([found.predlog, found.popularneKategorije]).toEqual([null, []]);
  });

  it("gives the results the listing's facets, and filters and sorts them", async () => {
    const page = await results('laptop');
    expect(page.ukupno).toBe(4);
    expect(page.facets.podkategorije).toEqual([
      { id: ids.laptops, naziv: 'Laptopi', broj: 3 },
      { id: ids.accessories, naziv: 'Dodaci za laptope', broj: 1 },
    ]);
    expect(page.facets.proizvodjaci.map((m: { naziv: string; broj: number }) => [m.naziv, m.broj])).toEqual([
      ['HP', 1],
      ['Lenovo', 2],
      ['Trust', 1],
    ]);
    expect(page.facets.naStanju).toBe(3);

    const onlyLaptops = await results('laptop', { podkategorija: String(ids.laptops) });
    expect(slugsOf(onlyLaptops)).toEqual(['ideapad', 'probook', 'thinkpad']);
    // The subcategory facet leaves out its own filter; the others apply it.
    expect(onlyLaptops.facets.podkategorije).toHaveLength(2);
    expect(onlyLaptops.facets.proizvodjaci.map((m: { naziv: string }) => m.naziv)).toEqual(['HP', 'Lenovo']);

    expect(slugsOf(await results('laptop', { proizvodjac: String(ids.hp) }))).toEqual(['probook']);
    expect(slugsOf(await results('laptop', { na_stanju: '1' }))).toEqual(['ideapad', 'probook', 'stand']);
    expect(slugsOf(await results('laptop', { sort: 'cijena_rastuce' }))).toEqual([
      'stand',
      'ideapad',
      'probook',
      'thinkpad',
    ]);
    const second = await results('laptop', { stranica: '2' });
    expect([second.facets, second.proizvodi]).toEqual([null, []]);
    expect((await t.app.inject({ url: '/api/getSearchResults?search=laptop&podkategorija=x' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/getSearchResults?search=laptop&sort=cijena' })).statusCode).toBe(400);
  });

  it('leaves a hidden product out, and brings it back when shown again', async () => {
    await t.app.writeCatalog(async (trx, changes) => {
      await trx
        .updateTable('products')
        .set({ hidden: 1 })
        .where('id', '=', ids.stand as number)
        .execute();
      changes.product(ids.stand as number);
    });
    expect(await suggestions('postolje')).toEqual([]);
    await t.app.writeCatalog(async (trx, changes) => {
      await trx
        .updateTable('products')
        .set({ hidden: 0 })
        .where('id', '=', ids.stand as number)
        .execute();
      changes.product(ids.stand as number);
    });
    expect(await suggestions('postolje')).toEqual(['stand']);
  });
});
