import type { AdminProductBulkResult, AdminProductImages } from '@shop/shared/contracts';
import sharp from 'sharp';
import { testDatabases } from '../../../test/databases';
import { insertCatalogSkeleton, insertProduct } from '../../../test/fixtures';
import { multipartFile } from '../../../test/form-data';
import { signedInAs } from '../../../test/staff';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { discountedPriceMinor } from './bulk-products';

/** A real PNG: `width` × `height`, one colour. */
const png = (width: number, height: number, colour = { r: 200, g: 30, b: 30 }) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('discountedPriceMinor', () => {
  it('rounds to whole feninga and refuses a sale price that is not below the price', () => {
    expect(discountedPriceMinor(49_990, 10)).toBe(44_991);
    expect(discountedPriceMinor(999, 12.5)).toBe(874);
    expect(discountedPriceMinor(1, 10)).toBeUndefined();
    expect(discountedPriceMinor(3, 10)).toBeUndefined();
  });
});

describe.each(testDatabases())('admin product bulk actions and images on $name', (database) => {
  let t: TestApp;
  let editor: string;
  let skeleton: Awaited<ReturnType<typeof insertCatalogSkeleton>>;

  beforeAll(async () => {
    t = await startTestApp(database);
    skeleton = await insertCatalogSkeleton(t.db);
    editor = (await signedInAs(t.db, 'Editor')).cookie;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: editor, 'accept-language': 'en' }, ...(payload && { payload }) });
  const product = (id: number) =>
    t.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const add = (
    slug: string,
    values: { price_minor?: number; stock?: number; on_sale?: number; sale_price_minor?: number },
  ) =>
    insertProduct(t.db, {
      slug,
      name: slug,
      subcategory_id: skeleton.desktopsId,
      manufacturer_id: skeleton.manufacturerId,
      ...values,
    });
  const bulk = async (body: object) => {
    const response = await call('POST', '/api/admin/products/bulk', body);
    expect(response.statusCode).toBe(200);
    return response.json<AdminProductBulkResult>();
  };

  it('puts a selection on sale by a percentage, skipping what would not end below the price, and ends it', async () => {
    const a = await add('bulk-a', { price_minor: 49_990 });
    const b = await add('bulk-b', { price_minor: 2 });
    // Cached by the shop: the bulk action must show at once.
    await t.app.inject({ method: 'GET', url: '/api/proizvod/bulk-a' });

    const result = await bulk({ action: 'putOnSale', ids: [a, b, 999_999], percent: 10 });
    expect(result).toEqual({
      changed: 1,
      skipped: [
        { id: b, code: 'SALE_PRICE_NOT_BELOW_PRICE' },
        { id: 999_999, code: 'PRODUCT_NOT_FOUND' },
      ],
    });
    expect(await product(a)).toMatchObject({ on_sale: 1, sale_price_minor: 44_991, version: 1 });
    const page = await t.app.inject({ method: 'GET', url: '/api/proizvod/bulk-a' });
    expect(page.json()).toMatchObject({ product: { naAkciji: 1, trenutna_cijena: 449.91 } });

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', String(a))
      .where('action', '=', 'product.bulk.putOnSale')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json ?? '')).toEqual({ sale_price_minor: null, on_sale: 0 });
    expect(JSON.parse(audit.after_json ?? '')).toEqual({ sale_price_minor: 44_991, on_sale: 1 });

    expect(await bulk({ action: 'endSale', ids: [a, b] })).toEqual({ changed: 1, skipped: [] });
    expect(await product(a)).toMatchObject({ on_sale: 0, sale_price_minor: null, version: 2 });
  });

  it('moves a selection to another subcategory, refusing one that does not exist', async () => {
    const a = await add('move-a', {});
    expect(await bulk({ action: 'move', ids: [a], subcategoryId: skeleton.televisionsId })).toEqual({
      changed: 1,
      skipped: [],
    });
    expect((await product(a)).subcategory_id).toBe(skeleton.televisionsId);
    const unknown = await call('POST', '/api/admin/products/bulk', {
      action: 'move',
      ids: [a],
      subcategoryId: 999_999,
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'UNKNOWN_SUBCATEGORY']);
  });

  it('sets the stock of a selection through the stock module (back-in-stock emails), and validates the body', async () => {
    const a = await add('stock-a', { stock: 0 });
    const b = await add('stock-b', { stock: 7 });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/notifyWhenInStock',
      payload: { id_proizvoda: a, email: 'ceka@test.ba' },
    });
    expect(asked.statusCode).toBe(200);
    expect(await bulk({ action: 'setStock', ids: [a, b], stock: 7 })).toEqual({ changed: 1, skipped: [] });
    expect([(await product(a)).stock, (await product(b)).stock]).toEqual([7, 7]);
    const emails = await t.db
      .selectFrom('email_outbox')
      .select('id')
      .where('to_address', '=', 'ceka@test.ba')
      .execute();
    expect(emails).toHaveLength(1);

    const empty = await call('POST', '/api/admin/products/bulk', { action: 'setStock', ids: [], stock: 1 });
    expect(empty.json()).toMatchObject({ code: 'VALIDATION', fields: { ids: 'SELECTION_REQUIRED' } });
    const percent = await call('POST', '/api/admin/products/bulk', { action: 'putOnSale', ids: [a], percent: 100 });
    expect(percent.json()).toMatchObject({ code: 'VALIDATION', fields: { percent: 'INVALID_PERCENT' } });
  });

  describe('images', () => {
    let id: number;
    beforeAll(async () => {
      id = await add('slike-proizvod', {});
      // A seeded product's image row, as the demo catalogue has them.
      await t.db
        .insertInto('product_images')
        .values({ product_id: id, url: '/slike/proizvodi/slike-proizvod.svg', position: 0 })
        .execute();
    });
    const upload = (bytes: Buffer, filename = 'slika.png', type = 'image/png') => {
      const { payload, headers } = multipartFile(bytes, filename, type);
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/products/${id}/images`,
        headers: { cookie: editor, 'accept-language': 'en', ...headers },
        payload,
      });
    };

    it('stores an upload as WebP in the gallery and card sizes, served under /slike', async () => {
      const response = await upload(await png(1600, 1200));
      expect(response.statusCode).toBe(200);
      const { images, imageUrl } = response.json<AdminProductImages>();
      expect(images).toHaveLength(2);
      const uploaded = images[1]?.url ?? '';
      expect(uploaded).toMatch(/^\/slike\/proizvodi\/slike-proizvod-[0-9a-f]{16}\.webp$/);
      // Not the main image yet: the card image stays the seeded one.
      expect(imageUrl).toBe('/slike/proizvodi/slike-proizvod.svg');

      const served = await t.app.inject({ method: 'GET', url: uploaded });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const gallery = await sharp(served.rawPayload).metadata();
      expect([gallery.format, gallery.width, gallery.height]).toEqual(['webp', 800, 600]);
      const card = await t.app.inject({ method: 'GET', url: uploaded.replace(/\.webp$/, '-kartica.webp') });
      const cardMeta = await sharp(card.rawPayload).metadata();
      expect([cardMeta.format, cardMeta.width, cardMeta.height]).toEqual(['webp', 600, 450]);

      // The same picture again is the same image.
      const again = await upload(await png(1600, 1200));
      expect(again.json<AdminProductImages>().images).toHaveLength(2);
    });

    it('refuses a file that is not JPEG, PNG or WebP by its bytes, whatever its name says', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
      const refused = await upload(svg, 'slika.png', 'image/png');
      expect([refused.statusCode, refused.json().code]).toEqual([400, 'UNSUPPORTED_IMAGE']);
      const truncated = (await png(40, 40)).subarray(0, 30);
      expect((await upload(truncated)).json().code).toBe('UNSUPPORTED_IMAGE');
    });

    it('reorders, chooses the main image (the card image follows it) and deletes one', async () => {
      const second = await upload(await png(300, 300, { r: 10, g: 200, b: 10 }));
      const [seeded, first, green] = second.json<AdminProductImages>().images;
      if (!seeded || !first || !green) throw new Error('expected three images');

      const main = await call('PUT', `/api/admin/products/${id}/images/${green.id}/main`);
      expect(main.json<AdminProductImages>()).toEqual({
        images: [green, seeded, first],
        imageUrl: green.url.replace(/\.webp$/, '-kartica.webp'),
      });
      const page = await t.app.inject({ method: 'GET', url: '/api/proizvod/slike-proizvod' });
      expect(page.json()).toMatchObject({ product: { url_slike: green.url.replace(/\.webp$/, '-kartica.webp') } });
      expect(page.json().images[0]).toEqual({ url_slike: green.url });

      const reordered = await call('PUT', `/api/admin/products/${id}/images/order`, {
        imageIds: [seeded.id, first.id, green.id],
      });
      expect(reordered.json<AdminProductImages>()).toEqual({ images: [seeded, first, green], imageUrl: seeded.url });
      const incomplete = await call('PUT', `/api/admin/products/${id}/images/order`, {
        imageIds: [seeded.id, first.id],
      });
      expect([incomplete.statusCode, incomplete.json().code]).toEqual([400, 'IMAGE_ORDER_MISMATCH']);

      const deleted = await call('DELETE', `/api/admin/products/${id}/images/${seeded.id}`);
      expect(deleted.json<AdminProductImages>()).toEqual({
        images: [first, green],
        imageUrl: first.url.replace(/\.webp$/, '-kartica.webp'),
      });
      expect((await call('DELETE', `/api/admin/products/${id}/images/${seeded.id}`)).json().code).toBe(
        'IMAGE_NOT_FOUND',
      );

      const actions = await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'product')
        .where('entity_id', '=', String(id))
        .orderBy('id')
        .execute();
      expect(actions.map((entry) => entry.action)).toEqual([
        'product.image.add',
        'product.image.add',
        'product.image.main',
        'product.image.order',
        'product.image.delete',
      ]);
    });
  });
});
