import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SAMPLE_DELIVERY_DETAILS } from '@shop/shared/fixtures';
import { insertCompany, insertPriceList } from '../../test/business-fixtures';
import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession, insertUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { changeOrderStatus } from '../checkout';

/*
 * A company buyer's price list reaches the cart, the order and /api/prices — and nothing public: the product JSON and
 * the server-rendered page stay the shop's for everyone. Company orders earn no loyalty points.
 */
describe.each(testDatabases())('buyer prices on $name', (database) => {
  let t: TestApp;
  let productId: number;
  let slug: string;
  let buyer: { userId: number; cookie: string };
  let consumer: { userId: number; cookie: string };
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'shop-prices-'));
    await mkdir(path.join(root, 'shell/dist'), { recursive: true });
    await writeFile(path.join(root, 'shell/dist/index.html'), '<!doctype html><html><head></head><body></body></html>');
    t = await startTestApp(database, { rateLimit: { enabled: false }, staticFiles: { root } });
    const ids = await insertCatalogSkeleton(t.db);
    slug = 'switch-24-porta';
    productId = await insertProduct(t.db, {
      slug,
      name: 'Switch 24 porta',
      subcategory_id: ids.desktopsId,
      manufacturer_id: ids.manufacturerId,
      price_minor: 20_000,
      stock: 100,
    });
    const person = async (email: string) => {
      const userId = await insertUser(t.db, { email, password: 'Lozinka123!' });
      return { userId, cookie: (await insertSession(t.db, userId)).cookie };
    };
    buyer = await person('nabavka@firma.ba');
    consumer = await person('gradjanin@example.ba');
    const companyId = await insertCompany(t.db, { name: 'Firma d.o.o.', jib: '4200000000001', memberId: buyer.userId });
    await insertPriceList(t.db, {
      name: 'Firma d.o.o. 2026',
      companyId,
      rules: [
        { product_id: productId, min_quantity: 1, price_minor: 18_000 },
        { product_id: productId, min_quantity: 5, price_minor: 17_000 },
        { product_id: productId, min_quantity: 20, percent_off_bp: 2_000 },
      ],
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const inject = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const setQuantity = async (userId: number, quantity: number) => {
    await t.db.deleteFrom('cart_items').where('user_id', '=', userId).execute();
    await t.db.insertInto('cart_items').values({ user_id: userId, product_id: productId, quantity }).execute();
  };
  const lineOf = async (cookie: string) => (await inject('GET', '/api/getCart', cookie)).json().stavke[0];

  it('prices the cart line by tier, with the shop price beside it; a consumer sees the shop price', async () => {
    await setQuantity(buyer.userId, 4);
    expect(await lineOf(buyer.cookie)).toMatchObject({ kolicina: 4, cijena: 180, redovna_cijena: 200, ukupno: 720 });
    await setQuantity(buyer.userId, 5);
    expect(await lineOf(buyer.cookie)).toMatchObject({ kolicina: 5, cijena: 170, redovna_cijena: 200, ukupno: 850 });
    await setQuantity(consumer.userId, 5);
    expect(await lineOf(consumer.cookie)).toMatchObject({ cijena: 200, redovna_cijena: null, ukupno: 1000 });
  });

  it("answers /api/prices with the buyer's tiers, private and never stored; nothing for a guest or a consumer", async () => {
    const url = `/api/prices?products=${productId},999999`;
    const own = await inject('GET', url, buyer.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.json()).toEqual({
      cijene: [
        {
          id_proizvoda: productId,
          redovna_cijena: 200,
          cijene: [
            { od: 1, do: 4, cijena: 180 },
            { od: 5, do: 19, cijena: 170 },
            { od: 20, do: null, cijena: 160 },
          ],
        },
      ],
    });
    for (const cookie of [undefined, consumer.cookie]) {
      const response = await inject('GET', url, cookie);
      expect(response.json()).toEqual({ cijene: [] });
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    const bad = await inject('GET', '/api/prices?products=1;drop', buyer.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', fields: { products: 'INVALID_PRODUCT' } });
  });

  it('keeps the public product JSON and page at the shop price for a signed-in buyer', async () => {
    const json = await inject('GET', `/api/proizvod/${slug}`, buyer.cookie);
    expect(json.json().product).toMatchObject({ prodajna_cijena_sa_pdv: 200, trenutna_cijena: 200 });
    expect(json.body).not.toMatch(/\b1[678]0\b/);
    const page = await t.app.inject({
      method: 'GET',
      url: `/proizvod/${slug}`,
      headers: { accept: 'text/html', cookie: buyer.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/"price":\s*"200\.00"/);
    expect(page.body).not.toMatch(/"price":\s*"1[678]0/);
  });

  it('charges the order at the cart price, records the company and earns no loyalty points', async () => {
    const ordered = async (who: { userId: number; cookie: string }) => {
      await setQuantity(who.userId, 5);
      const placed = await inject('POST', '/api/placeOrder', who.cookie, {
        nacin_placanja: 'pouzece',
        kupac: SAMPLE_DELIVERY_DETAILS,
        uslovi: true,
      });
      expect(placed.statusCode).toBe(200);
      const order = await t.db
        .selectFrom('orders')
        .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
        .select(['orders.id', 'orders.company_id', 'orders.subtotal_minor', 'order_lines.unit_price_minor'])
        .where('orders.number', '=', placed.json().broj)
        .executeTakeFirstOrThrow();
      for (const status of ['potvrđena', 'poslana', 'isporučena'] as const)
        await changeOrderStatus(t.app.writeCatalog, order.id, status);
      const points = (await inject('GET', '/api/getLoyalty', who.cookie)).json().bodovi;
      return { ...order, points };
    };
    expect(await ordered(buyer)).toMatchObject({
      company_id: expect.any(Number),
      unit_price_minor: 17_000,
      subtotal_minor: 85_000,
      points: 0,
    });
    expect(await ordered(consumer)).toMatchObject({
      company_id: null,
      unit_price_minor: 20_000,
      subtotal_minor: 100_000,
      points: 1_000,
    });
  });
});
