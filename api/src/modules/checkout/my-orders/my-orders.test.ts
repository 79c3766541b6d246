import type { AccountOrder, AccountOrderPage, OrderAgainResponse } from '@shop/shared/contracts';
import { SAMPLE_DELIVERY_DETAILS } from '@shop/shared/fixtures';
import { headOffice } from '@shop/shared/site';
import { insertCompany, insertCompanyMember } from '../../../test/business-fixtures';
import { testDatabases } from '../../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession, insertUser } from '../../../test/fixtures';
import { extractPdfText, pdfLayoutProblems } from '../../../test/pdf-text';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { insertOrder } from '../order-repository';
import { changeOrderStatus } from '../order-status';

const kupac = { ...SAMPLE_DELIVERY_DETAILS, napomena: '' };

describe.each(testDatabases())('the account orders on $name', (database) => {
  let t: TestApp;
  let base: { subcategory_id: number; manufacturer_id: number };
  let counter = 0;

  beforeAll(async () => {
    t = await startTestApp(database);
    const ids = await insertCatalogSkeleton(t.db);
    base = { subcategory_id: ids.desktopsId, manufacturer_id: ids.manufacturerId };
  });
  afterAll(() => t.close());

  const newProduct = (stock: number, price_minor = 10_000) => {
    counter += 1;
    return insertProduct(t.db, { ...base, slug: `r-${counter}`, name: `Proizvod ${counter}`, stock, price_minor });
  };
  const newCustomer = async () => {
    counter += 1;
    const id = await insertUser(t.db, { email: `kupac${counter}@test.ba`, password: 'Lozinka123!' });
    return { id, cookie: (await insertSession(t.db, id)).cookie };
  };
  /** Places an order through the API from the user's cart holding `lines`. */
  const placeOrderFor = async (user: { id: number; cookie: string }, lines: [number, number][], extra: object = {}) => {
    await t.db
      .insertInto('cart_items')
      .values(lines.map(([product_id, quantity]) => ({ user_id: user.id, product_id, quantity })))
      .execute();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/placeOrder',
      headers: { cookie: user.cookie },
      payload: { nacin_placanja: 'pouzece', kupac, uslovi: true, ...extra },
    });
    expect(response.statusCode).toBe(200);
    const { broj } = response.json() as { broj: string };
    const row = await t.db.selectFrom('orders').select('id').where('number', '=', broj).executeTakeFirstOrThrow();
    return row.id;
  };
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('lists only the user’s orders, newest first, ten a page, with item count, image and total', async () => {
    const user = await newCustomer();
    const other = await newCustomer();
    const product = await newProduct(100, 2_000);
    for (let index = 1; index <= 12; index++) {
      await insertOrder(t.db, {
        sessionId: (await insertSession(t.db, user.id)).id,
        userId: user.id,
        paymentMethod: 'pouzece',
        language: 'sr',
        customer: kupac,
        totals: { subtotal: index * 2_000, shipping: 1_000, vat: 0, total: index * 2_000 + 1_000 },
        lines: [{ productId: product, productName: 'Proizvod', quantity: index, unitPriceMinor: 2_000 }],
      });
    }
    await placeOrderFor(other, [[product, 1]]);

    const first = await get('/api/getMyOrders', user.cookie);
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as AccountOrderPage;
    expect(page1.stranica).toBe(1);
    expect(page1.ukupno_stranica).toBe(2);
    expect(page1.narudzbe).toHaveLength(10);
    expect(page1.narudzbe.map((order) => order.broj_artikala)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(page1.narudzbe[0]).toMatchObject({
      status: 'nova',
      ukupno: 250,
      url_slike: expect.stringMatching(/\.svg$/),
    });

    const page2 = (await get('/api/getMyOrders?stranica=2', user.cookie)).json() as AccountOrderPage;
    expect(page2.narudzbe.map((order) => order.broj_artikala)).toEqual([2, 1]);
    expect((await get('/api/getMyOrders?stranica=0', user.cookie)).statusCode).toBe(400);
    expect((await get('/api/getMyOrders')).statusCode).toBe(401);
  });

  it('shows an order to its owner only: another user’s order id answers 404, like a missing one', async () => {
    const owner = await newCustomer();
    const stranger = await newCustomer();
    const orderId = await placeOrderFor(owner, [[await newProduct(5), 1]]);

    expect((await get(`/api/getMyOrder/${orderId}`, owner.cookie)).statusCode).toBe(200);
    for (const url of [`/api/getMyOrder/${orderId}`, `/api/getMyOrderPdf/${orderId}`, '/api/getMyOrder/999999']) {
      const response = await get(url, stranger.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    }
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/orderAgain/${orderId}`,
      headers: { cookie: stranger.cookie },
    });
    expect(again.statusCode).toBe(404);
    expect((await get(`/api/getMyOrder/${orderId}`)).statusCode).toBe(401);
  });

  it("shows a company's orders to its administrator (who ordered, detail, PDF); a colleague buyer and another company's administrator get 404", async () => {
    const buyer = await newCustomer();
    const colleague = await newCustomer();
    const administrator = await newCustomer();
    const otherAdministrator = await newCustomer();
    counter += 1;
    const company = await insertCompany(t.db, {
      name: `Firma ${counter} d.o.o.`,
      jib: `44000000${String(counter).padStart(5, '0')}`,
    });
    const otherCompany = await insertCompany(t.db, {
      name: `Druga ${counter} d.o.o.`,
      jib: `45000000${String(counter).padStart(5, '0')}`,
    });
    await insertCompanyMember(t.db, company, buyer.id, 'kupac');
    await insertCompanyMember(t.db, company, colleague.id, 'kupac');
    await insertCompanyMember(t.db, company, administrator.id, 'administrator');
    await insertCompanyMember(t.db, otherCompany, otherAdministrator.id, 'administrator');
    const product = await newProduct(20);
    // Written as checkout writes them (insertOrder records the member's company), past the order rate limit.
    const orderBy = async (user: { id: number }) =>
      (
        await insertOrder(t.db, {
          sessionId: (await insertSession(t.db, user.id)).id,
          userId: user.id,
          paymentMethod: 'pouzece',
          language: 'sr',
          customer: kupac,
          totals: { subtotal: 10_000, shipping: 1_000, vat: 0, total: 11_000 },
          lines: [{ productId: product, productName: 'Proizvod', quantity: 1, unitPriceMinor: 10_000 }],
        })
      ).id;
    const buyersOrder = await orderBy(buyer);
    const ownOrder = await orderBy(administrator);
    expect(
      await t.db.selectFrom('orders').select('company_id').where('id', '=', buyersOrder).executeTakeFirstOrThrow(),
    ).toEqual({ company_id: company });

    const adminList = (await get('/api/getMyOrders', administrator.cookie)).json() as AccountOrderPage;
    expect(adminList.narudzbe.map((order) => order.id)).toEqual([ownOrder, buyersOrder]);
    const buyerName = (
      await t.db.selectFrom('users').select('username').where('id', '=', buyer.id).executeTakeFirstOrThrow()
    ).username;
    expect(adminList.narudzbe.map((order) => order.narucilac)).toEqual([null, buyerName]);

    const detail = await get(`/api/getMyOrder/${buyersOrder}`, administrator.cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: buyersOrder, narucilac: buyerName });
    const pdf = await get(`/api/getMyOrderPdf/${buyersOrder}`, administrator.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // The buyer still sees their own as their own.
    expect((await get(`/api/getMyOrder/${buyersOrder}`, buyer.cookie)).json()).toMatchObject({ narucilac: null });

    // A buyer sees only their own; another company's administrator nothing of this company.
    for (const outsider of [colleague, otherAdministrator]) {
      const list = (await get('/api/getMyOrders', outsider.cookie)).json() as AccountOrderPage;
      expect(list.narudzbe.map((order) => order.id)).not.toContain(buyersOrder);
      for (const url of [`/api/getMyOrder/${buyersOrder}`, `/api/getMyOrderPdf/${buyersOrder}`]) {
        const response = await get(url, outsider.cookie);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
      }
    }
    // The buyer does not see the administrator's order.
    expect((await get(`/api/getMyOrder/${ownOrder}`, buyer.cookie)).statusCode).toBe(404);
  });

  it('gives the detail: lines with totals, VAT, shipping, payment state and the status timeline', async () => {
    const user = await newCustomer();
    const a = await newProduct(10, 117_000);
    const b = await newProduct(10, 2_550);
    const orderId = await placeOrderFor(user, [
      [a, 2],
      [b, 1],
    ]);
    await changeOrderStatus(t.app.writeCatalog, orderId, 'potvrđena');
    await changeOrderStatus(t.app.writeCatalog, orderId, 'poslana');

    const order = (await get(`/api/getMyOrder/${orderId}`, user.cookie)).json() as AccountOrder;
    expect(order).toMatchObject({
      id: orderId,
      status: 'poslana',
      nacin_placanja: 'pouzece',
      stanje_placanja: 'placanje_pri_preuzimanju',
      medjuzbir: 2365.5,
      dostava: 10,
      ukupno: 2375.5,
      pdv: 345.16,
      kupac: { ime: kupac.ime, adresa: kupac.adresa, grad: kupac.grad, posta: kupac.posta },
      stavke: [
        { id_proizvoda: a, kolicina: 2, cijena: 1170, ukupno: 2340, slug: expect.any(String) },
        { id_proizvoda: b, kolicina: 1, cijena: 25.5, ukupno: 25.5 },
      ],
    });
    expect(order.istorija.map((entry) => entry.status)).toEqual(['nova', 'potvrđena', 'poslana']);

    const pdf = await get(`/api/getMyOrderPdf/${orderId}`, user.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await extractPdfText(pdf.rawPayload)).join(' ');
    // The embedded Unicode font prints č and ć as themselves.
    expect(text).toContain(`Predračun br. ${order.broj}`);
    expect(text).toContain('Plaćanje pouzećem');
    expect(text).toContain('Dostava');
    expect(text).toMatch(/2\.375,50/);
    // The order's own document, as served: no text over another or off the page.
    expect(await pdfLayoutProblems(pdf.rawPayload)).toEqual([]);
  });

  it("issues an R1 order's document to the company: its name, JIB and registered address", async () => {
    const user = await newCustomer();
    const r1 = { naziv_firme: 'Firma Doboj d.o.o.', jib: '4401234567890', adresa_firme: 'Cara Dusana 5, 74000 Doboj' };
    const orderId = await placeOrderFor(user, [[await newProduct(3), 1]], { r1 });
    const text = (await extractPdfText((await get(`/api/getMyOrderPdf/${orderId}`, user.cookie)).rawPayload)).join(' ');
    expect(text).toContain('Firma Doboj d.o.o.');
    expect(text).toContain('JIB: 4401234567890');
    expect(text).toContain('Cara Dusana 5, 74000 Doboj');
    // The seller block is the company's registered seat.
    expect(text).toContain(headOffice.street);
  });

  it('orders again: lines go into the cart, reporting a new price, short stock, none left and a product gone', async () => {
    const user = await newCustomer();
    const samePrice = await newProduct(10, 5_000);
    const newPrice = await newProduct(10, 5_000);
    const shortStock = await newProduct(10, 5_000);
    const noneLeft = await newProduct(10, 5_000);
    const gone = await newProduct(10, 5_000);
    const orderId = await placeOrderFor(user, [
      [samePrice, 1],
      [newPrice, 2],
      [shortStock, 3],
      [noneLeft, 1],
      [gone, 1],
    ]);
    await t.db.updateTable('products').set({ price_minor: 6_000 }).where('id', '=', newPrice).execute();
    await t.db.updateTable('products').set({ stock: 2 }).where('id', '=', shortStock).execute();
    await t.db.updateTable('products').set({ stock: 0 }).where('id', '=', noneLeft).execute();
    await t.db.deleteFrom('products').where('id', '=', gone).execute();

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/orderAgain/${orderId}`,
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    const { quantity, promjene } = response.json() as OrderAgainResponse;
    expect(quantity).toBe(1 + 2 + 2);
    expect(promjene).toEqual(
      expect.arrayContaining([
        { vrsta: 'cijena', naziv: expect.any(String), stara_cijena: 50, nova_cijena: 60 },
        { vrsta: 'kolicina', naziv: expect.any(String), naruceno: 3, dodano: 2 },
        { vrsta: 'nema_na_stanju', naziv: expect.any(String) },
        { vrsta: 'ne_prodaje_se', naziv: expect.stringMatching(/^Proizvod/) },
      ]),
    );
    expect(promjene).toHaveLength(4);
    const cart = await t.db
      .selectFrom('cart_items')
      .select(['product_id', 'quantity'])
      .where('user_id', '=', user.id)
      .orderBy('product_id')
      .execute();
    expect(cart).toEqual([
      { product_id: samePrice, quantity: 1 },
      { product_id: newPrice, quantity: 2 },
      { product_id: shortStock, quantity: 2 },
    ]);

    // Again: the cart already holds all of shortStock, so nothing more of it goes in.
    const second = (
      await t.app.inject({ method: 'POST', url: `/api/orderAgain/${orderId}`, headers: { cookie: user.cookie } })
    ).json() as OrderAgainResponse;
    expect(second.promjene).toContainEqual({ vrsta: 'nema_na_stanju', naziv: expect.any(String) });
    expect(second.quantity).toBe(2 + 4 + 2);
  });
});
