import type { AdminCategory, AdminCategoryTree, Category } from '@shop/shared/contracts';
import sharp from 'sharp';
import { testDatabases } from '../../../test/databases';
import { insertCatalogSkeleton, insertProduct } from '../../../test/fixtures';
import { multipartFile } from '../../../test/form-data';
import { signedInAs } from '../../../test/staff';
import { startTestApp, type TestApp } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(testDatabases())('admin categories and subcategories on $name', (database) => {
  let t: TestApp;
  let editor: string;
  let skeleton: Awaited<ReturnType<typeof insertCatalogSkeleton>>;

  beforeAll(async () => {
    t = await startTestApp(database);
    skeleton = await insertCatalogSkeleton(t.db);
    await insertProduct(t.db, {
      slug: 'pc-1',
      name: 'PC 1',
      subcategory_id: skeleton.desktopsId,
      manufacturer_id: skeleton.manufacturerId,
    });
    editor = (await signedInAs(t.db, 'Editor')).cookie;
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: editor, 'accept-language': 'en' }, ...(payload && { payload }) });
  const shopCategories = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/getCategoriesForWebShop' })).json<Category[]>();
  const tree = async () => (await call('GET', '/api/admin/categories')).json<AdminCategoryTree>();
  const auditOf = (entity: string, entityId: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', entity)
      .where('entity_id', '=', String(entityId))
      .orderBy('id')
      .execute();

  it('lists the tree in menu order with product counts', async () => {
    const { categories } = await tree();
    expect(categories.map((c) => c.slug)).toEqual(['televizori,-audio,-video', 'računari-i-komponente']);
    const computers = categories[1] as AdminCategory;
    expect(computers.productCount).toBe(1);
    expect(computers.subcategories.map((s) => [s.slug, s.productCount])).toEqual([
      ['procesori', 0],
      ['desktop-računari', 1],
    ]);
  });

  it('keeps an English name (issue 26): the English shop shows it, an edit without it keeps it, empty clears it', async () => {
    const created = (
      await call('POST', '/api/admin/categories', { name: 'Igrice', nameEn: '  Games  ' })
    ).json<AdminCategory>();
    expect(created.nameEn).toBe('Games');
    const sub = (
      await call('POST', '/api/admin/subcategories', { name: 'Konzole', nameEn: 'Consoles', categoryId: created.id })
    ).json<AdminCategory['subcategories'][number]>();
    expect(sub.nameEn).toBe('Consoles');
    const inShop = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/getCategoriesForWebShop',
          headers: { 'accept-language': language },
        })
      )
        .json<Category[]>()
        .find((category) => category.id_kategorije === created.id);
    expect(await inShop('en')).toMatchObject({
      naziv_kategorije: 'Games',
      podkategorije: [{ naziv_podkategorije: 'Consoles' }],
    });
    expect(await inShop('sr')).toMatchObject({ naziv_kategorije: 'Igrice' });

    // An edit that does not send the English name (an older panel) keeps it; an empty one clears it.
    await call('PUT', `/api/admin/categories/${created.id}`, { name: 'Video igre' });
    expect((await inShop('en'))?.naziv_kategorije).toBe('Games');
    await call('PUT', `/api/admin/subcategories/${sub.id}`, { name: 'Konzole', nameEn: '', categoryId: created.id });
    expect((await inShop('en'))?.podkategorije[0]?.naziv_podkategorije).toBe('Konzole');
    // Too long is refused at its field, in the request's language.
    const tooLong = await call('PUT', `/api/admin/categories/${created.id}`, { name: 'Igre', nameEn: 'x'.repeat(121) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION', fields: { nameEn: 'INVALID_FIELD' } });
    await call('DELETE', `/api/admin/subcategories/${sub.id}`);
    await call('DELETE', `/api/admin/categories/${created.id}`);
  });

  it('creates a category with a slug derived from the name, refuses a taken slug, and audits the write', async () => {
    const created = await call('POST', '/api/admin/categories', { name: 'Gaming oprema i đakonije' });
    expect(created.statusCode).toBe(200);
    const category = created.json<AdminCategory>();
    expect(category).toMatchObject({ slug: 'gaming-oprema-i-djakonije', imageUrl: '', productCount: 0 });
    // Last in the menu, and in the shop's category bar at once.
    expect((await tree()).categories.at(-1)?.id).toBe(category.id);
    expect((await shopCategories()).map((c) => c.naziv_kategorije)).toContain('Gaming oprema i đakonije');

    const taken = await call('POST', '/api/admin/categories', { name: 'Druga', slug: 'gaming-oprema-i-djakonije' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SLUG_IN_USE' });

    const [entry] = await auditOf('category', category.id);
    expect(entry).toMatchObject({ action: 'category.create', before_json: null });
    expect(JSON.parse(entry?.after_json ?? '{}')).toMatchObject({ slug: 'gaming-oprema-i-djakonije' });
  });

  it('validates the name and the slug', async () => {
    const bad = await call('POST', '/api/admin/categories', { name: '', slug: 'Ima Razmak' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ name: 'TITLE_REQUIRED', slug: 'INVALID_SLUG' });
    // Nothing to derive a slug from.
    const symbols = await call('POST', '/api/admin/categories', { name: '!!!' });
    expect(symbols.json().fields).toEqual({ slug: 'INVALID_SLUG' });
  });

  it('renames a category and its slug; the shop follows at once and the audit keeps before and after', async () => {
    // A listing seen before the rename is cached (its scope): the rename must drop it.
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/getCategoryProducts?kategorija=televizori,-audio,-video',
    });
    expect(before.statusCode).toBe(200);
    const response = await call('PUT', `/api/admin/categories/${skeleton.tvId}`, {
      name: 'TV i zvuk',
      slug: 'tv-i-zvuk',
    });
    expect(response.statusCode).toBe(200);
    const shop = (await shopCategories()).find((c) => c.id_kategorije === skeleton.tvId);
    expect(shop).toMatchObject({ naziv_kategorije: 'TV i zvuk', url_stranice: 'tv-i-zvuk' });
    const listing = await t.app.inject({ method: 'GET', url: '/api/getCategoryProducts?kategorija=tv-i-zvuk' });
    expect(listing.statusCode).toBe(200);
    const oldSlug = await t.app.inject({
      method: 'GET',
      url: '/api/getCategoryProducts?kategorija=televizori,-audio,-video',
    });
    expect(oldSlug.statusCode).toBe(404);

    const [entry] = await auditOf('category', skeleton.tvId);
    expect(entry?.action).toBe('category.update');
    expect(JSON.parse(entry?.before_json ?? '{}')).toMatchObject({ slug: 'televizori,-audio,-video' });
    expect(JSON.parse(entry?.after_json ?? '{}')).toMatchObject({ slug: 'tv-i-zvuk', name: 'TV i zvuk' });

    const taken = await call('PUT', `/api/admin/categories/${skeleton.tvId}`, {
      name: 'TV',
      slug: 'računari-i-komponente',
    });
    expect(taken.statusCode).toBe(409);
    expect((await call('PUT', '/api/admin/categories/999999', { name: 'X' })).statusCode).toBe(404);
  });

  it('reorders categories only with the complete list', async () => {
    const ids = (await tree()).categories.map((c) => c.id);
    const reversed = [...ids].reverse();
    const response = await call('PUT', '/api/admin/category-order', { ids: reversed });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminCategoryTree>().categories.map((c) => c.id)).toEqual(reversed);
    expect((await shopCategories()).map((c) => c.id_kategorije)).toEqual(reversed);

    const stale = await call('PUT', '/api/admin/category-order', { ids: reversed.slice(1) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('REORDER_STALE');
    const twice = await call('PUT', '/api/admin/category-order', { ids: [ids[0], ...ids.slice(0, -1)] });
    expect(twice.statusCode).toBe(409);
  });

  it('creates, renames, moves and reorders subcategories; slugs are unique within a category', async () => {
    const created = await call('POST', '/api/admin/subcategories', {
      name: 'Matične ploče',
      categoryId: skeleton.computersId,
    });
    expect(created.statusCode).toBe(200);
    const subcategory = created.json();
    expect(subcategory).toMatchObject({ slug: 'maticne-ploce', position: 3, productCount: 0 });

    const taken = await call('POST', '/api/admin/subcategories', {
      name: 'Procesori 2',
      slug: 'procesori',
      categoryId: skeleton.computersId,
    });
    expect(taken.statusCode).toBe(409);
    // The same slug under another category is a different URL: allowed.
    const elsewhere = await call('POST', '/api/admin/subcategories', {
      name: 'Procesori',
      slug: 'procesori',
      categoryId: skeleton.tvId,
    });
    expect(elsewhere.statusCode).toBe(200);
    const unknownParent = await call('POST', '/api/admin/subcategories', { name: 'X', categoryId: 999999 });
    expect(unknownParent.statusCode).toBe(404);

    const renamed = await call('PUT', `/api/admin/subcategories/${skeleton.desktopsId}`, {
      name: 'Stolni računari',
      slug: 'stolni-racunari',
      categoryId: skeleton.computersId,
    });
    expect(renamed.statusCode).toBe(200);
    const computers = (await shopCategories()).find((c) => c.id_kategorije === skeleton.computersId);
    expect(computers?.podkategorije.map((s) => s.naziv_podkategorije)).toContain('Stolni računari');
    const [entry] = await auditOf('subcategory', skeleton.desktopsId);
    expect(JSON.parse(entry?.before_json ?? '{}')).toMatchObject({ name: 'Desktop računari' });
    expect(JSON.parse(entry?.after_json ?? '{}')).toMatchObject({ name: 'Stolni računari' });

    // Moving to another category puts it last there.
    const moved = await call('PUT', `/api/admin/subcategories/${subcategory.id}`, {
      name: 'Matične ploče',
      slug: 'maticne-ploce',
      categoryId: skeleton.tvId,
    });
    expect(moved.json()).toMatchObject({ categoryId: skeleton.tvId });
    const tv = (await tree()).categories.find((c) => c.id === skeleton.tvId);
    expect(tv?.subcategories.at(-1)?.id).toBe(subcategory.id);

    const order = tv?.subcategories.map((s) => s.id).reverse() ?? [];
    const reordered = await call('PUT', `/api/admin/categories/${skeleton.tvId}/subcategory-order`, { ids: order });
    expect(reordered.statusCode).toBe(200);
    expect(
      reordered
        .json<AdminCategoryTree>()
        .categories.find((c) => c.id === skeleton.tvId)
        ?.subcategories.map((s) => s.id),
    ).toEqual(order);
    // A subcategory of another category is not a sibling.
    const foreign = await call('PUT', `/api/admin/categories/${skeleton.tvId}/subcategory-order`, {
      ids: [...order.slice(1), skeleton.processorsId],
    });
    expect(foreign.statusCode).toBe(409);
  });

  it('refuses to delete a subcategory with products or a category with subcategories, and deletes empty ones', async () => {
    const withProducts = await call('DELETE', `/api/admin/subcategories/${skeleton.desktopsId}`);
    expect(withProducts.statusCode).toBe(409);
    expect(withProducts.json()).toMatchObject({ code: 'SUBCATEGORY_NOT_EMPTY' });
    expect(withProducts.json().message).toContain('(1)');

    const withSubcategories = await call('DELETE', `/api/admin/categories/${skeleton.computersId}`);
    expect(withSubcategories.statusCode).toBe(409);
    expect(withSubcategories.json().code).toBe('CATEGORY_NOT_EMPTY');

    const empty = (await call('POST', '/api/admin/categories', { name: 'Prazna' })).json<AdminCategory>();
    const child = (await call('POST', '/api/admin/subcategories', { name: 'Dijete', categoryId: empty.id })).json();
    expect((await call('DELETE', `/api/admin/subcategories/${child.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/categories/${empty.id}`)).statusCode).toBe(200);
    expect((await shopCategories()).map((c) => c.id_kategorije)).not.toContain(empty.id);
    expect((await auditOf('category', empty.id)).map((e) => e.action)).toEqual(['category.create', 'category.delete']);
    expect((await call('DELETE', `/api/admin/categories/${empty.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/subcategories/${child.id}`)).statusCode).toBe(404);
  });

  it('stores an uploaded raster image as WebP under a new path, and refuses SVG and non-images', async () => {
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer();
    const upload = (bytes: Buffer, name: string, type: string) => {
      const { payload, headers } = multipartFile(bytes, name, type);
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/categories/${skeleton.tvId}/image`,
        payload,
        headers: { ...headers, cookie: editor, 'accept-language': 'en' },
      });
    };

    const response = await upload(png, 'tv.png', 'image/png');
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json<AdminCategory>();
    expect(imageUrl).toMatch(new RegExp(`^/slike/kategorije/${skeleton.tvId}-[0-9a-f]{16}\\.webp$`));
    const image = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect((await shopCategories()).find((c) => c.id_kategorije === skeleton.tvId)?.url_slike).toBe(imageUrl);
    // The same picture again: the same path, no duplicate row.
    expect((await upload(png, 'tv.png', 'image/png')).json<AdminCategory>().imageUrl).toBe(imageUrl);
    const audit = (await auditOf('category', skeleton.tvId)).filter((e) => e.action === 'category.image');
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toEqual({ image_url: imageUrl });

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>');
    const refusedSvg = await upload(svg, 'x.svg', 'image/svg+xml');
    expect(refusedSvg.statusCode).toBe(400);
    expect(refusedSvg.json().code).toBe('UNSUPPORTED_IMAGE');
    expect((await upload(Buffer.from('not an image'), 'x.png', 'image/png')).json().code).toBe('UNSUPPORTED_IMAGE');
    const noFile = await call('POST', `/api/admin/categories/${skeleton.tvId}/image`, { file: 'x' });
    expect(noFile.statusCode).toBe(400);
  });

  it('refuses customers', async () => {
    const customer = (await signedInAs(t.db, 'Korisnik')).cookie;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { cookie: customer },
      payload: { name: 'X' },
    });
    expect(response.statusCode).toBe(403);
  });
});
