import type { AdminProduct, AdminProductInputBody, AdminProductPage } from '@shop/shared/contracts';
import { dialectOf } from '../../../db/dialect';
import { testDatabases } from '../../../test/databases';
import { insertCatalogSkeleton, insertProduct } from '../../../test/fixtures';
import { signedInAs } from '../../../test/staff';
import { sessionCookieHeader, startTestApp, type TestApp } from '../../../test/test-app';
import { applyAdminProductFilter } from './admin-product-repository';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(testDatabases())('admin products on $name', (database) => {
  let t: TestApp;
  let editor: string;
  let skeleton: Awaited<ReturnType<typeof insertCatalogSkeleton>>;

  beforeAll(async () => {
    t = await startTestApp(database);
    skeleton = await insertCatalogSkeleton(t.db);
    editor = (await signedInAs(t.db, 'Editor')).cookie;
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: editor, 'accept-language': 'en' }, ...(payload && { payload }) });
  const shop = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload && { payload }) });

  const input = (overrides: Partial<AdminProductInputBody> = {}): AdminProductInputBody => ({
    name: 'Monitor Acer Nitro 27" Đak',
    shortDescription: 'Brz monitor.',
    productCode: `ACR-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    barcode: '4006381333931',
    manufacturerId: skeleton.manufacturerId,
    subcategoryId: skeleton.desktopsId,
    stock: 4,
    price: 499.9,
    salePrice: null,
    onSale: false,
    warrantyMonths: 24,
    label: 'Novo',
    labelColor: '#2e7d32',
    specifications: [
      { name: 'Dijagonala', value: '27"' },
      { name: 'Panel', value: 'IPS' },
    ],
    ...overrides,
  });
  const create = async (overrides: Partial<AdminProductInputBody> = {}) => {
    const response = await call('POST', '/api/admin/products', input(overrides));
    expect(response.statusCode).toBe(200);
    return response.json<AdminProduct>();
  };
  /** The editor's save: the product's fields as loaded, with changes. */
  const update = (product: AdminProduct, changes: Partial<AdminProductInputBody & { version: number }> = {}) => {
    const { id, categoryId, images, imageUrl, formerSlugs, createdAt, updatedAt, ...fields } = product;
    return call('PUT', `/api/admin/products/${id}`, { ...fields, ...changes });
  };
  const auditOf = (entityId: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'product')
      .where('entity_id', '=', String(entityId))
      .orderBy('id')
      .execute();

  describe('validation', () => {
    it.each([
      ['a wrong EAN-13 check digit', { barcode: '4006381333932' }, 'barcode', 'INVALID_EAN'],
      ['an EAN of 12 digits', { barcode: '400638133393' }, 'barcode', 'INVALID_EAN'],
      [
        'a sale price equal to the price',
        { salePrice: 499.9, onSale: true },
        'salePrice',
        'SALE_PRICE_NOT_BELOW_PRICE',
      ],
      ['a sale price above the price', { salePrice: 600, onSale: false }, 'salePrice', 'SALE_PRICE_NOT_BELOW_PRICE'],
      ['on sale without a sale price', { onSale: true }, 'salePrice', 'SALE_PRICE_REQUIRED'],
      ['a slug with capitals', { slug: 'Monitor-Acer' }, 'slug', 'INVALID_SLUG'],
      ['a slug with a slash', { slug: 'monitor/acer' }, 'slug', 'INVALID_SLUG'],
      ['a slug with a double hyphen', { slug: 'monitor--acer' }, 'slug', 'INVALID_SLUG'],
      ['a price with three decimals', { price: 10.005 }, 'price', 'INVALID_PRICE'],
      ['a label colour that is no hex colour', { labelColor: 'red' }, 'labelColor', 'INVALID_LABEL_COLOR'],
      ['an empty name', { name: '  ' }, 'name', 'TITLE_REQUIRED'],
      ['a negative stock', { stock: -1 }, 'stock', 'INVALID_QUANTITY'],
    ] as const)('refuses %s with a field code', async (_, overrides, field, code) => {
      const response = await call('POST', '/api/admin/products', input(overrides as Partial<AdminProductInputBody>));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: code } });
    });

    it('refuses an unknown subcategory or manufacturer, and a product code another product has', async () => {
      const unknownSubcategory = await call('POST', '/api/admin/products', input({ subcategoryId: 999_999 }));
      expect(unknownSubcategory.statusCode).toBe(400);
      expect(unknownSubcategory.json()).toMatchObject({ code: 'UNKNOWN_SUBCATEGORY' });
      const unknownManufacturer = await call('POST', '/api/admin/products', input({ manufacturerId: 999_999 }));
      expect(unknownManufacturer.json()).toMatchObject({ code: 'UNKNOWN_MANUFACTURER' });

      const first = await create();
      const duplicate = await call('POST', '/api/admin/products', input({ productCode: first.productCode }));
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toMatchObject({ code: 'PRODUCT_CODE_TAKEN' });
    });
  });

  it('creates every field, derives the slug the way the demo catalogue does, and audits the creation', async () => {
    const product = await create({ name: 'Usisivač Čarobni Štap Žuti Đ', salePrice: 399.99, onSale: true });
    expect(product).toMatchObject({
      slug: 'usisivac-carobni-stap-zuti-dj',
      version: 0,
      price: 499.9,
      salePrice: 399.99,
      onSale: true,
      hidden: false,
      label: 'Novo',
      labelColor: '#2e7d32',
      categoryId: skeleton.computersId,
      specifications: [
        { name: 'Dijagonala', value: '27"' },
        { name: 'Panel', value: 'IPS' },
      ],
      images: [],
    });
    // Money is stored in feninga.
    const row = await t.db.selectFrom('products').selectAll().where('id', '=', product.id).executeTakeFirstOrThrow();
    expect([row.price_minor, row.sale_price_minor]).toEqual([49_990, 39_999]);

    // The same name again gets the next free slug.
    const second = await create({ name: 'Usisivač Čarobni Štap Žuti Đ' });
    expect(second.slug).toBe('usisivac-carobni-stap-zuti-dj-2');

    const [entry] = await auditOf(product.id);
    expect(entry).toMatchObject({ action: 'product.create', before_json: null });
    expect(JSON.parse(entry?.after_json ?? '{}')).toMatchObject({
      name: 'Usisivač Čarobni Štap Žuti Đ',
      priceMinor: 49_990,
    });

    // The shop sells it at once.
    const page = await shop('GET', `/api/proizvod/${encodeURIComponent(product.slug)}`);
    expect(page.json()).toMatchObject({
      status: 200,
      product: { naziv: 'Usisivač Čarobni Štap Žuti Đ', trenutna_cijena: 399.99 },
    });
  });

  it('saves the English name, description and label (issue 26); the English product page shows them', async () => {
    const product = await create({
      nameEn: 'Acer Nitro monitor',
      shortDescriptionEn: '  A fast monitor.  ',
      labelEn: 'New',
    });
    expect(product).toMatchObject({
      nameEn: 'Acer Nitro monitor',
      shortDescriptionEn: 'A fast monitor.',
      labelEn: 'New',
    });
    const page = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/proizvod/${encodeURIComponent(product.slug)}`,
          headers: { 'accept-language': language },
        })
      ).json().product;
    expect(await page('en')).toMatchObject({
      naziv: 'Acer Nitro monitor',
      kratak_opis: 'A fast monitor.',
      label: 'New',
    });
    expect(await page('sr')).toMatchObject({ naziv: product.name, kratak_opis: 'Brz monitor.', label: 'Novo' });

    // A save without the English fields (an older panel) keeps them; an empty one clears it.
    const { nameEn, shortDescriptionEn, labelEn, ...withoutEnglish } = product;
    const kept = await update(withoutEnglish as AdminProduct, { stock: 5 });
    expect(kept.json<AdminProduct>()).toMatchObject({ nameEn, shortDescriptionEn, labelEn });
    const cleared = await update(kept.json<AdminProduct>(), { labelEn: '' });
    expect(cleared.json<AdminProduct>().labelEn).toBeNull();
    expect((await page('en')).label).toBe('Novo');

    const tooLong = await call('POST', '/api/admin/products', input({ labelEn: 'x'.repeat(101) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION', fields: { labelEn: 'INVALID_FIELD' } });
  });

  it('keeps the old slug answering 301 after a slug change, and refuses a slug another product has (or had)', async () => {
    const product = await create({ name: 'Laptop Stari Naziv' });
    const other = await create({ name: 'Laptop Drugi' });
    expect(product.slug).toBe('laptop-stari-naziv');

    const renamed = await update(product, { slug: 'laptop-novi-naziv' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<AdminProduct>()).toMatchObject({
      slug: 'laptop-novi-naziv',
      formerSlugs: ['laptop-stari-naziv'],
    });

    const old = await shop('GET', '/api/proizvod/laptop-stari-naziv');
    expect(old.json()).toEqual({ status: 301, slug: 'laptop-novi-naziv' });
    expect((await shop('GET', '/api/proizvod/laptop-novi-naziv')).json()).toMatchObject({ status: 200 });

    // Neither the current nor a former slug of one product can go to another.
    const taken = await update(other, { slug: 'laptop-novi-naziv' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SLUG_TAKEN' });
    const former = await update(other, { slug: 'laptop-stari-naziv' });
    expect(former.json()).toMatchObject({ code: 'SLUG_TAKEN' });

    // An empty slug is derived from the (new) name; its own former slug may come back.
    const current = renamed.json<AdminProduct>();
    const derived = await update(current, { name: 'Laptop Treći', slug: '' });
    expect(derived.json<AdminProduct>()).toMatchObject({ slug: 'laptop-treci' });
    const back = await update(derived.json<AdminProduct>(), { slug: 'laptop-stari-naziv' });
    expect(back.json<AdminProduct>()).toMatchObject({ slug: 'laptop-stari-naziv' });
    expect([...back.json<AdminProduct>().formerSlugs].sort()).toEqual(['laptop-novi-naziv', 'laptop-treci']);
    expect((await shop('GET', '/api/proizvod/laptop-treci')).json()).toEqual({
      status: 301,
      slug: 'laptop-stari-naziv',
    });
  });

  it('answers the second of two saves from the same version with 409 EDIT_CONFLICT and keeps the first', async () => {
    const product = await create();
    const first = await update(product, { price: 450 });
    expect(first.statusCode).toBe(200);
    expect(first.json<AdminProduct>().version).toBe(1);

    const second = await update(product, { price: 420, stock: 9 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'EDIT_CONFLICT' });
    const stored = (await call('GET', `/api/admin/products/${product.id}`)).json<AdminProduct>();
    expect(stored).toMatchObject({ price: 450, stock: 4, version: 1 });
  });

  it('writes nothing for a save that changes nothing (no version bump, no audit entry)', async () => {
    const product = await create();
    const same = await update(product);
    expect(same.statusCode).toBe(200);
    expect(same.json<AdminProduct>().version).toBe(0);
    expect((await auditOf(product.id)).map((entry) => entry.action)).toEqual(['product.create']);
  });

  it('audits an update with before and after, and the product page shows the new price at once', async () => {
    const product = await create();
    // Cached by the shop's product answer cache.
    expect((await shop('GET', `/api/proizvod/${product.slug}`)).json()).toMatchObject({
      product: { trenutna_cijena: 499.9 },
    });

    const saved = await update(product, {
      price: 459,
      specifications: [{ name: 'Panel', value: 'VA' }],
      label: '',
      labelColor: '',
    });
    expect(saved.json<AdminProduct>()).toMatchObject({ price: 459, label: null, labelColor: null, version: 1 });
    expect((await shop('GET', `/api/proizvod/${product.slug}`)).json()).toMatchObject({
      product: { trenutna_cijena: 459, label: null },
      description: [{ naziv: 'Panel', vrijednost: 'VA' }],
    });

    const entry = (await auditOf(product.id)).at(-1);
    expect(entry).toMatchObject({ action: 'product.update' });
    expect(JSON.parse(entry?.before_json ?? '{}')).toMatchObject({ priceMinor: 49_990, label: 'Novo' });
    expect(JSON.parse(entry?.after_json ?? '{}')).toMatchObject({
      priceMinor: 45_900,
      label: null,
      specifications: [{ name: 'Panel', value: 'VA' }],
    });
  });

  it('raising the stock from 0 emails whoever asked to be told (through the stock module)', async () => {
    const product = await create({ stock: 0 });
    const asked = await shop('POST', '/api/notifyWhenInStock', { id_proizvoda: product.id, email: 'kupac@test.ba' });
    expect(asked.statusCode).toBe(200);
    const saved = await update(product, { stock: 3 });
    expect(saved.json<AdminProduct>().stock).toBe(3);
    const emails = await t.db
      .selectFrom('email_outbox')
      .select('to_address')
      .where('to_address', '=', 'kupac@test.ba')
      .execute();
    expect(emails).toHaveLength(1);
  });

  it('hides a product from the listing, search, product page, sitemap, cart and compare; shows it again', async () => {
    const product = await create({ name: 'Skriveni Ruter Xyzzy', stock: 5 });
    const listed = async () => {
      const listing = await shop('GET', '/api/getCategoryProducts?kategorija=računari-i-komponente');
      return listing
        .json<{ proizvodi: { id_proizvoda: number }[] }>()
        .proizvodi.some((p) => p.id_proizvoda === product.id);
    };
    const found = async () => {
      const results = await shop('GET', '/api/getSearchResults?search=Xyzzy');
      return results
        .json<{ proizvodi: { id_proizvoda: number }[] }>()
        .proizvodi.some((p) => p.id_proizvoda === product.id);
    };
    const inSitemap = async () => (await shop('GET', '/sitemap.xml')).body.includes(product.slug);
    expect([await listed(), await found(), await inSitemap()]).toEqual([true, true, true]);

    const hidden = await call('PUT', `/api/admin/products/${product.id}/visibility`, { hidden: true });
    expect(hidden.json<AdminProduct>()).toMatchObject({ hidden: true, version: 1 });
    expect([await listed(), await found(), await inSitemap()]).toEqual([false, false, false]);
    const page = await shop('GET', `/api/proizvod/${product.slug}`);
    expect(page.statusCode).toBe(404);
    const cart = await shop('POST', '/api/addToCart', { id: product.id, quantity: 1 });
    expect([cart.statusCode, cart.json().code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    const compare = await shop('POST', '/api/addToCompare', {
      id_proizvoda: product.id,
      id_podkategorije: skeleton.desktopsId,
    });
    expect([compare.statusCode, compare.json().code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    // Still in the admin table.
    const table = (await call('GET', '/api/admin/products?search=Xyzzy')).json<AdminProductPage>();
    expect(table.rows.map((row) => [row.id, row.hidden])).toEqual([[product.id, true]]);
    expect((await auditOf(product.id)).at(-1)).toMatchObject({
      action: 'product.hide',
      before_json: '{"hidden":false}',
      after_json: '{"hidden":true}',
    });

    await call('PUT', `/api/admin/products/${product.id}/visibility`, { hidden: false });
    expect([await listed(), await found(), await inSitemap()]).toEqual([true, true, true]);
    expect((await shop('GET', `/api/proizvod/${product.slug}`)).statusCode).toBe(200);
    expect((await shop('POST', '/api/addToCart', { id: product.id, quantity: 1 })).statusCode).toBe(200);
  });

  it('takes a hidden product out of carts it is already in: not shown, not counted, not ordered', async () => {
    const product = await create({ name: 'Korpa Skriveni', stock: 5 });
    const added = await shop('POST', '/api/addToCart', { id: product.id, quantity: 2 });
    expect(added.statusCode).toBe(200);
    const cookie = sessionCookieHeader(added);
    const cart = () => t.app.inject({ method: 'GET', url: '/api/getCart', headers: { cookie } });
    const amount = () => t.app.inject({ method: 'GET', url: '/api/getCartAmount', headers: { cookie } });
    expect([(await cart()).json().stavke.length, (await amount()).json()]).toEqual([1, 2]);

    await call('PUT', `/api/admin/products/${product.id}/visibility`, { hidden: true });
    expect([(await cart()).json().stavke.length, (await amount()).json()]).toEqual([0, 0]);

    await call('PUT', `/api/admin/products/${product.id}/visibility`, { hidden: false });
    expect([(await cart()).json().stavke.length, (await amount()).json()]).toEqual([1, 2]);
  });

  it('deletes a product no order names, refuses one in an order (PRODUCT_IN_ORDERS)', async () => {
    const loose = await create();
    const deleted = await call('DELETE', `/api/admin/products/${loose.id}`);
    expect(deleted.json()).toEqual({ deleted: true, id: loose.id });
    expect((await call('GET', `/api/admin/products/${loose.id}`)).statusCode).toBe(404);
    expect((await shop('GET', `/api/proizvod/${loose.slug}`)).statusCode).toBe(404);
    expect((await auditOf(loose.id)).at(-1)).toMatchObject({ action: 'product.delete', after_json: null });

    const sold = await create();
    const order = await t.db
      .insertInto('orders')
      .values({
        status: 'nova',
        session_id: null,
        user_id: null,
        payment_method: 'pouzece',
        payment_reference: null,
        customer_name: 'Kupac',
        email: 'kupac@test.ba',
        phone: '061000000',
        address: 'Ulica 1',
        city: 'Sarajevo',
        postal_code: '71000',
        note: '',
        subtotal_minor: 49_990,
        shipping_minor: 0,
        total_minor: 49_990,
        number: null,
        updated_at: new Date().toISOString(),
      })
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('order_lines')
      .values({
        order_id: Number(order.insertId),
        product_id: sold.id,
        product_name: sold.name,
        quantity: 1,
        unit_price_minor: 49_990,
      })
      .execute();
    const refused = await call('DELETE', `/api/admin/products/${sold.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PRODUCT_IN_ORDERS' });
  });

  describe('the table', () => {
    let ids: number[];
    beforeAll(async () => {
      const add = (slug: string, values: Parameters<typeof insertProduct>[1] extends infer V ? Partial<V> : never) =>
        insertProduct(t.db, {
          slug,
          name: slug,
          subcategory_id: skeleton.televisionsId,
          manufacturer_id: skeleton.manufacturerId,
          ...values,
        });
      ids = [
        await add('tabla-tv-a', { product_code: 'TBL-A', barcode: '3870000000011', price_minor: 30_000, stock: 0 }),
        await add('tabla-tv-b', { product_code: 'TBL-B', barcode: '3870000000028', price_minor: 10_000, stock: 2 }),
        await add('tabla-tv-c', {
          product_code: 'TBL-C',
          barcode: '3870000000035',
          price_minor: 20_000,
          stock: 50,
          on_sale: 1,
          sale_price_minor: 15_000,
        }),
      ];
    });
    const list = async (query: string) => {
      const response = await call('GET', `/api/admin/products?subcategoryId=${skeleton.televisionsId}&${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<AdminProductPage>();
    };

    it('sorts by each column, both ways, and pages', async () => {
      expect((await list('sort=price&direction=asc')).rows.map((row) => row.productCode)).toEqual([
        'TBL-B',
        'TBL-C',
        'TBL-A',
      ]);
      expect((await list('sort=stock&direction=desc')).rows.map((row) => row.stock)).toEqual([50, 2, 0]);
      expect((await list('sort=code&direction=desc')).rows.map((row) => row.productCode)).toEqual([
        'TBL-C',
        'TBL-B',
        'TBL-A',
      ]);
      expect((await list('sort=name&direction=asc')).rows.map((row) => row.name)).toEqual([
        'tabla-tv-a',
        'tabla-tv-b',
        'tabla-tv-c',
      ]);
      const second = await list('sort=name&direction=asc&page=2&pageSize=2');
      expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(second.rows.map((row) => row.name)).toEqual(['tabla-tv-c']);
      expect((await call('GET', '/api/admin/products?pageSize=101')).statusCode).toBe(400);
    });

    it('filters by stock, sale, category, manufacturer and searches name, code and EAN', async () => {
      expect((await list('stock=out')).rows.map((row) => row.id)).toEqual([ids[0]]);
      expect((await list('stock=low')).rows.map((row) => row.id)).toEqual([ids[1]]);
      expect((await list('stock=in')).total).toBe(2);
      expect((await list('onSale=yes')).rows).toMatchObject([{ id: ids[2], onSale: true, salePrice: 150, price: 200 }]);
      expect((await list('onSale=no')).total).toBe(2);
      const byCategory = await call('GET', `/api/admin/products?categoryId=${skeleton.tvId}`);
      expect(byCategory.json<AdminProductPage>().total).toBe(3);
      expect((await list(`manufacturerId=${skeleton.manufacturerId}`)).total).toBe(3);
      expect((await list('search=tv-b')).rows.map((row) => row.id)).toEqual([ids[1]]);
      expect((await list('search=TBL-C')).rows.map((row) => row.id)).toEqual([ids[2]]);
      expect((await list('search=3870000000011')).rows.map((row) => row.id)).toEqual([ids[0]]);
      // LIKE wildcards typed by staff are plain characters.
      expect((await list('search=%25')).total).toBe(0);
      // A search combined with other filters, and a page past the last one still counts the matches.
      expect((await list('search=tabla&stock=in&sort=price&direction=desc')).rows.map((row) => row.id)).toEqual([
        ids[2],
        ids[1],
      ]);
      expect(await list('search=tabla&page=3&pageSize=2')).toMatchObject({ rows: [], total: 3 });
    });

    it('applies the same filter to any query over `products as p` (the CSV export and bulk selections)', async () => {
      const selected = await applyAdminProductFilter(
        t.db.selectFrom('products as p').select('p.id').orderBy('p.id'),
        {
          search: 'TBL-',
          stock: 'in',
          subcategoryId: skeleton.televisionsId,
        },
        dialectOf(t.db),
      ).execute();
      expect(selected.map((row) => row.id)).toEqual([ids[1], ids[2]]);
    });

    it('gives the editor its lookups: manufacturers and categories with their subcategories', async () => {
      const lookups = (await call('GET', '/api/admin/product-lookups')).json();
      expect(lookups.manufacturers).toEqual([{ id: skeleton.manufacturerId, name: 'Acer' }]);
      expect(lookups.categories.map((c: { name: string }) => c.name)).toEqual([
        'Televizori, audio, video',
        'Računari i komponente',
      ]);
      expect(lookups.categories[1].subcategories.map((s: { name: string }) => s.name)).toEqual([
        'Procesori',
        'Desktop računari',
      ]);
    });
  });
});
