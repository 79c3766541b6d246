import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const SLUG = 'računar-office-čip-i5,-16gb';
const NAME = 'Računar Office Čip i5, 16GB';

describe.each(testDatabases())('GET /api/proizvod/:name on $name', (database) => {
  let t: TestApp;
  let productId: number;
  let ids: Awaited<ReturnType<typeof insertCatalogSkeleton>>;
  /** In display order: newest (highest id) first. */
  let recommendedIds: number[];

  beforeAll(async () => {
    // A long TTL: the cache test below must see the cached answer until it invalidates it.
    t = await startTestApp(database, { productCache: { ttlMs: 60_000 } });
    ids = await insertCatalogSkeleton(t.db);
    const product = (slug: string, subcategoryId: number, stock: number) =>
      insertProduct(t.db, {
        slug,
        name: slug,
        subcategory_id: subcategoryId,
        manufacturer_id: ids.manufacturerId,
        stock,
      });

    productId = await insertProduct(t.db, {
      slug: SLUG,
      name: NAME,
      subcategory_id: ids.desktopsId,
      manufacturer_id: ids.manufacturerId,
      stock: 7,
      price_minor: 129_990,
      sale_price_minor: 119_950,
      on_sale: 1,
      warranty_months: 36,
      label: 'Novo',
      label_color: '#ff0000',
      short_description: 'Kancelarijski računar.',
      product_code: 'PC-OFF-1',
      barcode: '3871234567892',
      image_url: '/slike/pc-1.svg',
    });
    await t.db
      .insertInto('product_images')
      .values([
        { product_id: productId, url: '/slike/pc-2.svg', position: 2 },
        { product_id: productId, url: '/slike/pc-1.svg', position: 1 },
      ])
      .execute();
    await t.db
      .insertInto('product_specifications')
      .values([
        { product_id: productId, name: 'RAM', value: '16 GB', position: 2 },
        { product_id: productId, name: 'Procesor', value: 'Intel Core i5', position: 1 },
      ])
      .execute();
    await t.db.insertInto('product_former_slugs').values({ slug: 'stari-računar', product_id: productId }).execute();

    // Same subcategory: 6 in stock, 1 sold out; same category, other subcategory: 3 in stock; other category: 1.
    const sameSubcategory = [];
    for (let i = 1; i <= 6; i++) sameSubcategory.push(await product(`pc-${i}`, ids.desktopsId, i));
    await product('pc-rasprodan', ids.desktopsId, 0);
    const sameCategory = [];
    for (let i = 1; i <= 3; i++) sameCategory.push(await product(`cpu-${i}`, ids.processorsId, 1));
    await product('tv-1', ids.televisionsId, 3);
    recommendedIds = [...sameSubcategory.reverse(), ...sameCategory.reverse().slice(0, 2)];
  });
  afterAll(() => t.close());

  const get = (name: string) => t.app.inject({ method: 'GET', url: `/api/proizvod/${name}` });

  it('answers the product page for the current slug (percent-encoded diacritics and commas)', async () => {
    const response = await get(encodeURIComponent(SLUG));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json();
    expect(body).toMatchObject({
      status: 200,
      slug: SLUG,
      product: {
        id_proizvoda: productId,
        id_podkategorije: ids.desktopsId,
        slug: SLUG,
        naziv: NAME,
        url_slike: '/slike/pc-1.svg',
        kolicina: 7,
        prodajna_cijena_sa_pdv: 1299.9,
        akcijska_cijena_sa_pdv: 1199.5,
        naAkciji: 1,
        trenutna_cijena: 1199.5,
        label: 'Novo',
        color: '#ff0000',
        kratak_opis: 'Kancelarijski računar.',
        kod_proizvoda: 'PC-OFF-1',
        barkod: '3871234567892',
        naziv_proizvodjaca: 'Acer',
        naziv_kategorije: 'Računari i komponente',
        naziv_podkategorije: 'Desktop računari',
        url_kategorije: 'računari-i-komponente',
        url_podkategorije: 'desktop-računari',
        garancija: 36,
      },
      images: [{ url_slike: '/slike/pc-1.svg' }, { url_slike: '/slike/pc-2.svg' }],
      description: [
        { naziv: 'Procesor', vrijednost: 'Intel Core i5' },
        { naziv: 'RAM', vrijednost: '16 GB' },
      ],
    });
  });

  it('recommends up to 8 in-stock products: the subcategory first, then the category', async () => {
    const body = (await get(encodeURIComponent(SLUG))).json();
    const recommended: { id_proizvoda: number; kolicina: number; naAkciji: number }[] = body.recommendedProducts;
    expect(recommended.map((product) => product.id_proizvoda)).toEqual(recommendedIds);
    expect(recommended.every((product) => product.kolicina > 0 && product.naAkciji === 0)).toBe(true);
    expect(recommended[0]).toEqual({
      id_proizvoda: recommendedIds[0],
      id_podkategorije: ids.desktopsId,
      slug: 'pc-6',
      naziv: 'pc-6',
      url_slike: '/slike/proizvodi/pc-6.svg',
      kolicina: 6,
      prodajna_cijena_sa_pdv: 100,
      akcijska_cijena_sa_pdv: null,
      naAkciji: 0,
      trenutna_cijena: 100,
      label: null,
      color: null,
    });
  });

  it('accepts the slug with its comma left unencoded', async () => {
    const response = await get(encodeURIComponent(SLUG).replaceAll('%2C', ','));
    expect(response.statusCode).toBe(200);
    expect(response.json().slug).toBe(SLUG);
  });

  it('answers {status:301, slug} (HTTP 200) for a former slug', async () => {
    const response = await get(encodeURIComponent('stari-računar'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 301, slug: SLUG });
  });

  it('answers {status:301, slug} for the exact name, ignoring letter case', async () => {
    // ASCII letters only: SQLite's NOCASE does not fold Č/č (MySQL's collation does).
    const swappedCase = NAME.replace(/[A-Za-z]/g, (c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()));
    for (const name of [NAME, swappedCase]) {
      const response = await get(encodeURIComponent(name));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 301, slug: SLUG });
    }
  });

  it('matches a decomposed (NFD) spelling of the slug', async () => {
    const response = await get(encodeURIComponent(SLUG.normalize('NFD')));
    expect(response.statusCode).toBe(200);
    expect(response.json().slug).toBe(SLUG);
  });

  it('keeps slugs exact: the same letters without diacritics are another slug', async () => {
    const response = await get(encodeURIComponent('racunar-office-cip-i5,-16gb'));
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 with a JSON message for an unknown product', async () => {
    const response = await get('nema-takvog-proizvoda');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Proizvod nije pronađen.', code: 'PRODUCT_NOT_FOUND' });
  });

  it('answers 400 (not 500) for a name longer than the contract allows', async () => {
    const response = await get('x'.repeat(301));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Neispravna vrijednost polja: name.',
      code: 'VALIDATION',
      fields: { name: 'INVALID_FIELD' },
    });
  });

  it('serves cached answers until a catalogue write records the product', async () => {
    const stock = async () => (await get(encodeURIComponent(SLUG))).json().product.kolicina;
    expect(await stock()).toBe(7);
    // A write behind the shop's back (no `writeCatalog`): the cached answer stays.
    await t.db.updateTable('products').set({ stock: 5 }).where('id', '=', productId).execute();
    expect(await stock()).toBe(7);
    await t.app.writeCatalog(async (trx, changes) => {
      await trx.updateTable('products').set({ stock: 3 }).where('id', '=', productId).execute();
      changes.product(productId);
    });
    expect(await stock()).toBe(3);
  });

  it('drops a cached page when one of its recommended products changes', async () => {
    const firstRecommendedName = async () => (await get(encodeURIComponent(SLUG))).json().recommendedProducts[0].naziv;
    const recommendedId = recommendedIds[0] ?? 0;
    expect(await firstRecommendedName()).toBe('pc-6');
    await t.app.writeCatalog(async (trx, changes) => {
      await trx.updateTable('products').set({ name: 'pc-6 (novo)' }).where('id', '=', recommendedId).execute();
      changes.product(recommendedId);
    });
    expect(await firstRecommendedName()).toBe('pc-6 (novo)');
  });
});
