import { SAMPLE_DELIVERY_DETAILS } from '@shop/shared/fixtures';
import { bankTransferRecipient, company, formatBankAccount } from '@shop/shared/site';
import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession, insertUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { changeOrderStatus } from './order-status';
import { isValidBankTransferReference } from './payment-reference';
import { TEST_APPROVED_CARD, TEST_DECLINED_CARD } from './payments/test-payment-provider';

const kupac = SAMPLE_DELIVERY_DETAILS;

describe.each(testDatabases())('orders on $name', (database) => {
  let t: TestApp;
  let base: { subcategory_id: number; manufacturer_id: number };
  let productCounter = 0;

  beforeAll(async () => {
    // The order limits have their own test (order-limits.test.ts); here one client places far more orders.
    t = await startTestApp(database, { rateLimit: { enabled: false } });
    const ids = await insertCatalogSkeleton(t.db);
    base = { subcategory_id: ids.desktopsId, manufacturer_id: ids.manufacturerId };
  });
  afterAll(() => t.close());

  const newProduct = (stock: number, price_minor = 10_000) => {
    productCounter += 1;
    return insertProduct(t.db, {
      ...base,
      slug: `p-${productCounter}`,
      name: `Proizvod ${productCounter}`,
      stock,
      price_minor,
    });
  };
  const stockOf = async (id: number) =>
    (await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
  /** A guest session whose cart holds the given lines. */
  const guestWithCart = async (lines: [productId: number, quantity: number][]) => {
    const session = await insertSession(t.db);
    await t.db
      .insertInto('cart_items')
      .values(lines.map(([product_id, quantity]) => ({ session_id: session.id, product_id, quantity })))
      .execute();
    return session;
  };
  /** The terms are accepted unless the payload says otherwise. */
  const placeOrder = (cookie: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/placeOrder',
      headers: { cookie, ...headers },
      payload: { uslovi: true, ...payload },
    });
  const getOrder = (number: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/getOrder/${number}`, headers: cookie ? { cookie } : {} });

  it('places a cash-on-delivery order: stock taken, lines with DB prices, cart emptied, confirmation queued', async () => {
    const a = await newProduct(10, 117_000);
    const b = await newProduct(3, 2_550);
    const session = await guestWithCart([
      [a, 2],
      [b, 1],
    ]);
    const response = await placeOrder(session.cookie, { nacin_placanja: 'pouzece', kupac });
    expect(response.statusCode).toBe(200);
    const { broj } = response.json() as { broj: string };
    expect(broj).toMatch(/^\d{4}-\d{6}$/);
    expect(await stockOf(a)).toBe(8);
    expect(await stockOf(b)).toBe(2);
    expect(await t.db.selectFrom('cart_items').select('id').where('session_id', '=', session.id).execute()).toEqual([]);

    const order = await getOrder(broj, session.cookie);
    expect(order.statusCode).toBe(200);
    // 2 × 1.170,00 + 25,50 + 10,00 shipping = 2.375,50 KM; VAT 17/117 of it.
    expect(order.json()).toMatchObject({
      broj,
      status: 'nova',
      nacin_placanja: 'pouzece',
      poziv_na_broj: null,
      medjuzbir: 2365.5,
      dostava: 10,
      ukupno: 2375.5,
      pdv: 345.16,
      stavke: [
        { id_proizvoda: a, kolicina: 2, cijena: 1170, ukupno: 2340 },
        { id_proizvoda: b, kolicina: 1, cijena: 25.5, ukupno: 25.5 },
      ],
    });
    const mail = await t.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('subject', '=', `Potvrda narudžbe ${broj}`)
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('ana@firma.ba');
    expect(mail.text_body).toContain('2.375,50 KM');
  });

  it('lets only the session or user that placed it read an order', async () => {
    const session = await guestWithCart([[await newProduct(5), 1]]);
    const { broj } = (await placeOrder(session.cookie, { nacin_placanja: 'pouzece', kupac })).json() as {
      broj: string;
    };
    const stranger = await insertSession(t.db);
    expect((await getOrder(broj, stranger.cookie)).statusCode).toBe(404);
    expect((await getOrder(broj)).statusCode).toBe(404);
    expect((await getOrder('2026-999999', session.cookie)).json()).toEqual({
      message: 'Narudžba nije pronađena.',
      code: 'ORDER_NOT_FOUND',
    });

    const userId = await insertUser(t.db, { email: 'kupac-narudzbe@example.ba', password: 'lozinka123' });
    const userSession = await insertSession(t.db, userId);
    await t.db
      .insertInto('cart_items')
      .values({ user_id: userId, product_id: await newProduct(5), quantity: 1 })
      .execute();
    const placed = (await placeOrder(userSession.cookie, { nacin_placanja: 'pouzece', kupac })).json() as {
      broj: string;
    };
    // Another session of the same user (another device) may read it.
    const otherDevice = await insertSession(t.db, userId);
    expect((await getOrder(placed.broj, otherDevice.cookie)).statusCode).toBe(200);
  });

  it("prefills a signed-in user's delivery details from the last order, else name and email; null for guests", async () => {
    const prefill = (cookie?: string) =>
      t.app.inject({ method: 'GET', url: '/api/getDeliveryDetails', headers: cookie ? { cookie } : {} });
    expect((await prefill()).json()).toBeNull();
    expect((await prefill((await insertSession(t.db)).cookie)).json()).toBeNull();

    const userId = await insertUser(t.db, { email: 'dostava@example.ba', password: 'lozinka123', username: 'Edin E.' });
    const session = await insertSession(t.db, userId);
    expect((await prefill(session.cookie)).json()).toEqual({
      ime: 'Edin E.',
      email: 'dostava@example.ba',
      telefon: '',
      adresa: '',
      grad: '',
      posta: '',
    });
    await t.db
      .insertInto('cart_items')
      .values({ user_id: userId, product_id: await newProduct(5), quantity: 1 })
      .execute();
    await placeOrder(session.cookie, { nacin_placanja: 'pouzece', kupac: { ...kupac, adresa: 'Nova 2' } });
    expect((await prefill(session.cookie)).json()).toEqual({
      ime: kupac.ime,
      email: kupac.email,
      telefon: kupac.telefon,
      adresa: 'Nova 2',
      grad: kupac.grad,
      posta: kupac.posta,
    });
  });

  it('gives a bank transfer a valid reference number', async () => {
    const session = await guestWithCart([[await newProduct(5), 1]]);
    const { broj } = (await placeOrder(session.cookie, { nacin_placanja: 'uplatnica', kupac })).json() as {
      broj: string;
    };
    const order = (await getOrder(broj, session.cookie)).json() as { poziv_na_broj: string };
    expect(isValidBankTransferReference(order.poziv_na_broj)).toBe(true);
  });

  it('charges an approved card; a declined card leaves stock, cart and orders unchanged', async () => {
    const product = await newProduct(4);
    const card = { ime_na_kartici: 'Ana Anić', vazi_do: '12/30', cvc: '123' };
    const declined = await guestWithCart([[product, 2]]);
    const ordersBefore = (await t.db.selectFrom('orders').select('id').execute()).length;
    const response = await placeOrder(declined.cookie, {
      nacin_placanja: 'kartica',
      kupac,
      kartica: { ...card, broj: TEST_DECLINED_CARD },
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toContain('odbijeno');
    expect(await stockOf(product)).toBe(4);
    expect((await t.db.selectFrom('orders').select('id').execute()).length).toBe(ordersBefore);
    expect(
      await t.db.selectFrom('cart_items').select('quantity').where('session_id', '=', declined.id).execute(),
    ).toEqual([{ quantity: 2 }]);

    const approved = await placeOrder(declined.cookie, {
      nacin_placanja: 'kartica',
      kupac,
      kartica: { ...card, broj: TEST_APPROVED_CARD.replace(/(\d{4})/g, '$1 ').trim() },
    });
    expect(approved.statusCode).toBe(200);
    expect(await stockOf(product)).toBe(2);
  });

  it('declines an expired card (402) and writes nothing', async () => {
    const product = await newProduct(2);
    const session = await guestWithCart([[product, 1]]);
    const response = await placeOrder(session.cookie, {
      nacin_placanja: 'kartica',
      kupac,
      kartica: { broj: TEST_APPROVED_CARD, ime_na_kartici: 'Ana Anić', vazi_do: '01/24', cvc: '123' },
    });
    expect(response.statusCode).toBe(402);
    expect(await stockOf(product)).toBe(2);
    expect(await t.db.selectFrom('orders').select('id').where('session_id', '=', session.id).execute()).toEqual([]);
  });

  it('answers 409 when stock ran out meanwhile, and the cart follows what is left', async () => {
    const product = await newProduct(3);
    const session = await guestWithCart([[product, 5]]);
    const response = await placeOrder(session.cookie, { nacin_placanja: 'pouzece', kupac });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('ostalo samo 3 kom');
    expect(await stockOf(product)).toBe(3);
    expect(
      await t.db.selectFrom('cart_items').select('quantity').where('session_id', '=', session.id).execute(),
    ).toEqual([{ quantity: 3 }]);
  });

  it('answers 400 for an empty cart and for invalid delivery details', async () => {
    const empty = await insertSession(t.db);
    expect((await placeOrder(empty.cookie, { nacin_placanja: 'pouzece', kupac })).json()).toEqual({
      message: 'Korpa je prazna.',
      code: 'EMPTY_CART',
    });
    const response = await placeOrder(empty.cookie, { nacin_placanja: 'pouzece', kupac: { ...kupac, posta: '1' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Unesite ispravan poštanski broj.',
      code: 'VALIDATION',
      fields: { 'kupac.posta': 'INVALID_POSTAL_CODE' },
    });
    expect((await placeOrder(empty.cookie, { nacin_placanja: 'bitcoin', kupac })).statusCode).toBe(400);
  });

  it('refuses an order whose terms were not accepted: the code next to `uslovi`, nothing ordered', async () => {
    const product = await newProduct(2);
    const session = await guestWithCart([[product, 1]]);
    for (const uslovi of [undefined, false, 'true']) {
      const response = await placeOrder(session.cookie, { nacin_placanja: 'pouzece', kupac, uslovi });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Potrebno je prihvatiti uslove korišćenja.',
        code: 'VALIDATION',
        fields: { uslovi: 'TERMS_REQUIRED' },
      });
    }
    const english = await placeOrder(
      session.cookie,
      { nacin_placanja: 'pouzece', kupac, uslovi: false },
      { 'accept-language': 'en' },
    );
    expect(english.json().message).toBe('Please accept the terms of use.');
    expect(await stockOf(product)).toBe(2);
    expect(
      await t.db.selectFrom('cart_items').select('quantity').where('session_id', '=', session.id).execute(),
    ).toEqual([{ quantity: 1 }]);
  });

  it("stores an R1 invoice's company with the order and puts it on the order and in the confirmation", async () => {
    const session = await guestWithCart([[await newProduct(5), 1]]);
    const r1 = { naziv_firme: ' Firma d.o.o. ', jib: '4400000000001', adresa_firme: 'Titova 1, 71000 Sarajevo' };
    const response = await placeOrder(session.cookie, { nacin_placanja: 'pouzece', kupac, r1 });
    expect(response.statusCode).toBe(200);
    const { broj } = response.json() as { broj: string };
    expect((await getOrder(broj, session.cookie)).json().r1).toEqual({ ...r1, naziv_firme: 'Firma d.o.o.' });
    const mail = await t.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('subject', '=', `Potvrda narudžbe ${broj}`)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('R1 račun glasi na:\nFirma d.o.o.\nJIB: 4400000000001\nTitova 1, 71000 Sarajevo');

    const privateBuyer = await guestWithCart([[await newProduct(5), 1]]);
    const plain = (await placeOrder(privateBuyer.cookie, { nacin_placanja: 'pouzece', kupac })).json() as {
      broj: string;
    };
    expect((await getOrder(plain.broj, privateBuyer.cookie)).json().r1).toBeNull();
  });

  it.each([
    ['a JIB of 12 digits', { jib: '440000000000' }, { 'r1.jib': 'INVALID_JIB' }],
    ['a JIB with letters', { jib: '44000000000AB' }, { 'r1.jib': 'INVALID_JIB' }],
    ['a JIB of 14 digits', { jib: '44000000000012' }, { 'r1.jib': 'INVALID_JIB' }],
    ['no company name', { naziv_firme: '  ' }, { 'r1.naziv_firme': 'COMPANY_NAME_REQUIRED' }],
    ['no company address', { adresa_firme: '' }, { 'r1.adresa_firme': 'COMPANY_ADDRESS_REQUIRED' }],
  ])('refuses an R1 invoice with %s', async (_case, change, fields) => {
    const session = await guestWithCart([[await newProduct(5), 1]]);
    const r1 = {
      naziv_firme: 'Firma d.o.o.',
      jib: '4400000000001',
      adresa_firme: 'Titova 1, 71000 Sarajevo',
      ...change,
    };
    const response = await placeOrder(session.cookie, { nacin_placanja: 'pouzece', kupac, r1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields });
  });

  it("tells where each order's payment stands; a bank transfer goes to the company's registered seat", async () => {
    const stateOf = async (payload: object) => {
      const session = await guestWithCart([[await newProduct(5), 1]]);
      const { broj } = (await placeOrder(session.cookie, { kupac, ...payload })).json() as { broj: string };
      return (await getOrder(broj, session.cookie)).json();
    };
    const card = { broj: TEST_APPROVED_CARD, ime_na_kartici: 'Ana Anić', vazi_do: '12/30', cvc: '123' };
    expect((await stateOf({ nacin_placanja: 'kartica', kartica: card })).stanje_placanja).toBe('placeno');
    expect((await stateOf({ nacin_placanja: 'pouzece' })).stanje_placanja).toBe('placanje_pri_preuzimanju');
    const transfer = await stateOf({ nacin_placanja: 'uplatnica' });
    expect(transfer).toMatchObject({
      stanje_placanja: 'ceka_uplatu',
      uplata: { primalac: bankTransferRecipient, racun: formatBankAccount() },
    });
    expect(transfer.uplata.primalac).toContain(`${company.offices[0].street}, ${company.offices[0].postalCode}`);
    const mail = await t.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('subject', '=', `Potvrda narudžbe ${transfer.broj}`)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`Primalac: ${bankTransferRecipient}\nRačun: ${formatBankAccount()}`);
  });

  it('100 concurrent checkouts for a product with stock 5 make exactly 5 orders and leave stock 0', async () => {
    const product = await newProduct(5);
    const sessions = await Promise.all(Array.from({ length: 100 }, () => guestWithCart([[product, 1]])));
    const responses = await Promise.all(
      sessions.map((session) => placeOrder(session.cookie, { nacin_placanja: 'pouzece', kupac })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(95);
    expect(await stockOf(product)).toBe(0);
    const lines = await t.db.selectFrom('order_lines').select('quantity').where('product_id', '=', product).execute();
    expect(lines).toHaveLength(5);
  });

  it('models the states: one step forward, or cancelled before delivery, which returns the stock', async () => {
    const product = await newProduct(5);
    const session = await guestWithCart([[product, 2]]);
    const { broj } = (await placeOrder(session.cookie, { nacin_placanja: 'pouzece', kupac })).json() as {
      broj: string;
    };
    const { id } = await t.db.selectFrom('orders').select('id').where('number', '=', broj).executeTakeFirstOrThrow();
    expect(await stockOf(product)).toBe(3);

    await expect(changeOrderStatus(t.app.writeCatalog, id, 'poslana')).rejects.toMatchObject({ statusCode: 409 });
    await changeOrderStatus(t.app.writeCatalog, id, 'potvrđena');
    await changeOrderStatus(t.app.writeCatalog, id, 'otkazana');
    expect(await stockOf(product)).toBe(5);
    // Cancelled once: never returns the stock twice.
    await expect(changeOrderStatus(t.app.writeCatalog, id, 'otkazana')).rejects.toMatchObject({ statusCode: 409 });
    expect(await stockOf(product)).toBe(5);
    expect((await getOrder(broj, session.cookie)).json().status).toBe('otkazana');
  });
});
