import { SAMPLE_DELIVERY_DETAILS } from '@shop/shared/fixtures';
import { testDatabases } from '../../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession } from '../../../test/fixtures';
import { signedInAs } from '../../../test/staff';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ANONYMISED_CUSTOMER } from '../../checkout';

describe.each(testDatabases())('admin orders on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let base: { subcategory_id: number; manufacturer_id: number };
  let counter = 0;

  beforeAll(async () => {
    // The order limits have their own test (checkout/order-limits.test.ts); here one client orders again and again.
    t = await startTestApp(database, { rateLimit: { enabled: false } });
    const ids = await insertCatalogSkeleton(t.db);
    base = { subcategory_id: ids.desktopsId, manufacturer_id: ids.manufacturerId };
    admin = (await signedInAs(t.db, 'Admin')).cookie;
    editor = (await signedInAs(t.db, 'Editor')).cookie;
  });
  afterAll(() => t.close());

  const newProduct = (stock: number) => {
    counter += 1;
    return insertProduct(t.db, {
      ...base,
      slug: `ao-${counter}`,
      name: `Artikal ${counter}`,
      stock,
      price_minor: 5_000,
    });
  };
  const stockOf = async (id: number) =>
    (await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

  /** A guest's cash-on-delivery order of `quantity` units of a new product; its id, number and product. */
  const placeOrder = async (
    quantity = 2,
    customer: Partial<typeof SAMPLE_DELIVERY_DETAILS> = {},
    language: 'sr' | 'en' = 'sr',
  ) => {
    const product = await newProduct(5);
    const session = await insertSession(t.db);
    await t.db.insertInto('cart_items').values({ session_id: session.id, product_id: product, quantity }).execute();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/placeOrder',
      headers: { cookie: session.cookie, 'accept-language': language },
      payload: { uslovi: true, nacin_placanja: 'pouzece', kupac: { ...SAMPLE_DELIVERY_DETAILS, ...customer } },
    });
    expect(placed.statusCode).toBe(200);
    const { broj } = placed.json() as { broj: string };
    const { id } = await t.db.selectFrom('orders').select('id').where('number', '=', broj).executeTakeFirstOrThrow();
    return { id, broj, product };
  };

  const PARCEL = {
    courier: 'EuroExpress',
    trackingNumber: 'EE1234BA',
    trackingUrl: 'https://track.example.ba/EE1234BA',
  };
  /** "poslana" carries the parcel, as the admin page's form sends it. */
  const move = (id: number, status: string, cookie = admin, shipment: object | undefined = PARCEL) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      headers: { cookie, 'accept-language': 'sr' },
      payload: { status, ...(status === 'poslana' && shipment && { shipment }) },
    });
  const mailsTo = (to: string, number: string) =>
    t.db
      .selectFrom('email_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', to)
      .where('subject', 'like', `Narudžba ${number} %`)
      .orderBy('id')
      .execute();
  const auditOf = (id: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'order')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  it('shows staff the language the customer ordered in (issue 26)', async () => {
    const { id } = await placeOrder(1, { email: 'english@firma.ba' }, 'en');
    const order = (await t.app.inject({ url: `/api/admin/orders/${id}`, headers: { cookie: admin } })).json();
    expect(order.jezik).toBe('en');
  });

  it('moves an order nova → potvrđena → poslana → isporučena: timeline, one email and one audit entry per step', async () => {
    const email = 'put@firma.ba';
    const { id, broj } = await placeOrder(1, { email });
    for (const status of ['potvrđena', 'poslana', 'isporučena']) {
      const response = await move(id, status);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, broj, status });
    }
    const order = (await t.app.inject({ url: `/api/admin/orders/${id}`, headers: { cookie: admin } })).json();
    expect(order.istorija.map((entry: { status: string }) => entry.status)).toEqual([
      'nova',
      'potvrđena',
      'poslana',
      'isporučena',
    ]);
    expect(order.stanje_placanja).toBe('placeno');
    expect(order.jezik).toBe('sr');
    expect(order.posiljka).toEqual({ kurir: 'EuroExpress', broj: 'EE1234BA', link: PARCEL.trackingUrl });

    const mails = await mailsTo(email, broj);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Narudžba ${broj} je potvrđena`,
      `Narudžba ${broj} je poslana`,
      `Narudžba ${broj} je isporučena`,
    ]);
    expect(mails[1]?.text_body).toContain('Iznos za plaćanje kuriru: 60,00 KM.');
    expect(mails[1]?.text_body).toContain(`Broj pošiljke: EE1234BA (${PARCEL.trackingUrl})`);

    const audit = await auditOf(id);
    expect(audit.map((entry) => [entry.action, JSON.parse(entry.before_json ?? 'null'), entry.user_email])).toEqual([
      ['order.status', { status: 'nova' }, expect.stringMatching(/^admin-/)],
      ['order.status', { status: 'potvrđena' }, expect.stringMatching(/^admin-/)],
      ['order.status', { status: 'poslana' }, expect.stringMatching(/^admin-/)],
    ]);
    expect(JSON.parse(audit[2]?.after_json ?? 'null')).toEqual({ status: 'isporučena', restocked: [] });
  });

  it('needs the courier and tracking number to ship, and a tracking link that is a web address', async () => {
    const { id } = await placeOrder(1, { email: 'paket@firma.ba' });
    expect((await move(id, 'potvrđena')).statusCode).toBe(200);
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      headers: { cookie: admin },
      payload: { status: 'poslana' },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual({ 'shipment.courier': 'COURIER_REQUIRED' });
    const wrong = await move(id, 'poslana', admin, { courier: ' ', trackingNumber: '', trackingUrl: 'javascript:x' });
    expect(wrong.json().fields).toEqual({
      'shipment.courier': 'COURIER_REQUIRED',
      'shipment.trackingNumber': 'TRACKING_NUMBER_REQUIRED',
      'shipment.trackingUrl': 'INVALID_TRACKING_URL',
    });
    // The link is optional.
    const shipped = await move(id, 'poslana', admin, { courier: 'BH Pošta', trackingNumber: 'RR1BA', trackingUrl: '' });
    expect(shipped.json().posiljka).toEqual({ kurir: 'BH Pošta', broj: 'RR1BA', link: null });
  });

  it('refuses illegal moves with 409 saying from and to, and changes nothing', async () => {
    const email = 'skok@firma.ba';
    const { id, broj } = await placeOrder(1, { email });
    const skip = await move(id, 'poslana');
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({
      code: 'ORDER_STATUS_REFUSED',
      message: 'Narudžba u statusu „nova” ne može preći u „poslana”.',
    });
    expect((await move(id, 'nova')).statusCode).toBe(409);

    for (const status of ['potvrđena', 'poslana', 'isporučena']) expect((await move(id, status)).statusCode).toBe(200);
    const late = await move(id, 'otkazana');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Narudžba u statusu „isporučena” ne može preći u „otkazana”.');
    expect(await mailsTo(email, broj)).toHaveLength(3);
    expect(await auditOf(id)).toHaveLength(3);

    expect((await move(999_999, 'potvrđena')).statusCode).toBe(404);
    expect((await move(id, 'izgubljena')).statusCode).toBe(400);
  });

  it('cancelling returns the stock, emails the customer and records what came back; never twice', async () => {
    const email = 'otkaz@firma.ba';
    const { id, broj, product } = await placeOrder(2, { email });
    expect(await stockOf(product)).toBe(3);
    expect((await move(id, 'potvrđena')).statusCode).toBe(200);
    const cancelled = await move(id, 'otkazana');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'otkazana', stanje_placanja: 'otkazano' });
    expect(await stockOf(product)).toBe(5);
    expect((await mailsTo(email, broj)).map((mail) => mail.subject)).toEqual([
      `Narudžba ${broj} je potvrđena`,
      `Narudžba ${broj} je otkazana`,
    ]);
    const audit = await auditOf(id);
    expect(JSON.parse(audit[1]?.after_json ?? 'null')).toEqual({ status: 'otkazana', restocked: [product] });

    expect((await move(id, 'otkazana')).statusCode).toBe(409);
    expect(await stockOf(product)).toBe(5);
  });

  it("emails no one about a deleted account's order (its address was replaced)", async () => {
    const { id, broj } = await placeOrder(1, { email: 'brise-se@firma.ba' });
    await t.db.updateTable('orders').set(ANONYMISED_CUSTOMER).where('id', '=', id).execute();
    expect((await move(id, 'potvrđena')).statusCode).toBe(200);
    expect(await mailsTo(ANONYMISED_CUSTOMER.email, broj)).toEqual([]);
    expect(await mailsTo('brise-se@firma.ba', broj)).toEqual([]);
  });

  it('lets an Editor read orders but not move them (403, nothing changes)', async () => {
    const { id } = await placeOrder(1);
    expect((await t.app.inject({ url: `/api/admin/orders/${id}`, headers: { cookie: editor } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/orders', headers: { cookie: editor } })).statusCode).toBe(200);
    expect((await move(id, 'potvrđena', editor)).statusCode).toBe(403);
    const { status } = await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(status).toBe('nova');
  });

  it('lists by tab, newest first, with counts, searched by number, name or email; pages', async () => {
    const name = `Kupac ${Math.random().toString(36).slice(2, 8)}`;
    const first = await placeOrder(1, { ime: name, email: 'trazi-a@firma.ba' });
    const second = await placeOrder(1, { ime: name, email: 'trazi-b@firma.ba' });
    expect((await move(second.id, 'potvrđena')).statusCode).toBe(200);
    const list = (query: string) =>
      t.app.inject({ url: `/api/admin/orders?${query}`, headers: { cookie: admin } }).then((r) => r.json());

    const byName = await list(`search=${encodeURIComponent(name)}`);
    expect(byName.orders.map((order: { id: number }) => order.id)).toEqual([second.id, first.id]);
    expect(byName.counts).toEqual({ nova: 1, potvrđena: 1, poslana: 0, isporučena: 0, otkazana: 0, all: 2 });
    expect(byName.total).toBe(2);

    const confirmed = await list(`search=${encodeURIComponent(name)}&status=${encodeURIComponent('potvrđena')}`);
    expect(confirmed.orders).toEqual([
      expect.objectContaining({
        id: second.id,
        number: second.broj,
        customerName: name,
        status: 'potvrđena',
        total: 60,
      }),
    ]);
    expect(confirmed.total).toBe(1);

    expect((await list('search=TRAZI-A@firma')).orders.map((order: { id: number }) => order.id)).toEqual([first.id]);
    expect((await list(`search=${first.broj}`)).orders.map((order: { id: number }) => order.id)).toEqual([first.id]);
    // A typed % is a character, not a wildcard.
    expect((await list('search=%25')).orders).toEqual([]);

    const all = await list('page=1');
    expect(all.pageSize).toBe(20);
    expect(all.counts.all).toBeGreaterThanOrEqual(2);
    expect((await t.app.inject({ url: '/api/admin/orders?status=x', headers: { cookie: admin } })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ url: '/api/admin/orders?page=0', headers: { cookie: admin } })).statusCode).toBe(400);
  });
});
