import { SAMPLE_DELIVERY_DETAILS } from '@shop/shared/fixtures';
import { insertCompany, insertPriceList } from '../../test/business-fixtures';
import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession, insertUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

/*
 * Decision 023: a company buyer's order above the company's limit becomes an approval request (no order, no stock
 * taken, cart emptied, administrators emailed); an administrator approves it (the order is placed at the prices of
 * that moment, stock checked then) or declines it (the buyer is emailed).
 */
describe.each(testDatabases())('company approvals on $name', (database) => {
  let t: TestApp;
  let laptop: number;
  let mouse: number;
  let companyId: number;
  let buyer: { userId: number; cookie: string };
  let admin: { userId: number; cookie: string };
  let otherAdmin: { userId: number; cookie: string };

  const person = async (email: string, username: string) => {
    const userId = await insertUser(t.db, { email, username, password: 'Lozinka123!' });
    return { userId, cookie: (await insertSession(t.db, userId)).cookie };
  };
  const setRole = (company: number, userId: number, role: 'kupac' | 'administrator') =>
    t.db.insertInto('company_members').values({ company_id: company, user_id: userId, role }).execute();

  beforeAll(async () => {
    t = await startTestApp(database, { rateLimit: { enabled: false } });
    const ids = await insertCatalogSkeleton(t.db);
    const base = { subcategory_id: ids.desktopsId, manufacturer_id: ids.manufacturerId };
    laptop = await insertProduct(t.db, {
      ...base,
      slug: 'a-laptop',
      name: 'Laptop 15',
      price_minor: 100_000,
      stock: 50,
    });
    mouse = await insertProduct(t.db, { ...base, slug: 'a-mis', name: 'Miš', price_minor: 2_000, stock: 500 });
    buyer = await person('kupac@firma-a.ba', 'Kupac Firme');
    admin = await person('admin@firma-a.ba', 'Admin Firme');
    otherAdmin = await person('admin@firma-b.ba', 'Admin Druge');
    companyId = await insertCompany(t.db, { name: 'Firma A d.o.o.', jib: '4200000000011', memberId: buyer.userId });
    await setRole(companyId, admin.userId, 'administrator');
    const other = await insertCompany(t.db, { name: 'Firma B d.o.o.', jib: '4200000000012' });
    await setRole(other, otherAdmin.userId, 'administrator');
    // The company's list: a laptop at 900 KM.
    await insertPriceList(t.db, { name: 'Firma A', companyId, rules: [{ product_id: laptop, price_minor: 90_000 }] });
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { 'accept-language': 'sr', ...(cookie && { cookie }) } });
  const fillCart = async (userId: number, lines: [number, number][]) => {
    await t.db.deleteFrom('cart_items').where('user_id', '=', userId).execute();
    for (const [productId, quantity] of lines) {
      await t.db.insertInto('cart_items').values({ user_id: userId, product_id: productId, quantity }).execute();
    }
  };
  const order = (cookie: string, change: object = {}) =>
    inject('POST', '/api/placeOrder', cookie, {
      nacin_placanja: 'uplatnica',
      kupac: SAMPLE_DELIVERY_DETAILS,
      uslovi: true,
      ...change,
    });
  const setLimit = (km: number | null, cookie = admin.cookie) =>
    inject('POST', '/api/account/company/approval-limit', cookie, { granica: km });
  const cartSize = async (userId: number) =>
    (await t.db.selectFrom('cart_items').select('id').where('user_id', '=', userId).execute()).length;
  const stockOf = async (id: number) =>
    (await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
  const orderCount = async () => (await t.db.selectFrom('orders').select('id').execute()).length;
  const mailsTo = (email: string) =>
    t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', email).orderBy('id').execute();
  /** The buyer orders 2 laptops (2 × 900 + 10 delivery = 1810 KM) above a 1000 KM limit: a waiting request. */
  const waitingRequest = async () => {
    await fillCart(buyer.userId, [[laptop, 2]]);
    const answer = await order(buyer.cookie);
    expect(answer.statusCode).toBe(200);
    return answer.json().odobrenje.id as number;
  };

  it('lets only the administrator set the limit, validated, and shows it on the company page', async () => {
    expect((await setLimit(-1)).json()).toMatchObject({ code: 'VALIDATION' });
    expect((await setLimit(20_000_000)).statusCode).toBe(400);
    expect((await setLimit(10.001)).statusCode).toBe(400);
    const refused = await setLimit(1000, buyer.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'APPROVER_ONLY' });
    expect((await inject('POST', '/api/account/company/approval-limit', undefined, { granica: 1 })).statusCode).toBe(
      401,
    );
    const set = await setLimit(1000);
    expect(set.statusCode).toBe(200);
    expect(set.json().firma).toMatchObject({ granica_odobrenja: 1000 });
    expect((await inject('GET', '/api/account/company', buyer.cookie)).json().firma.granica_odobrenja).toBe(1000);
    expect((await setLimit(null)).json().firma.granica_odobrenja).toBeNull();
  });

  it('places the order when the company has no limit', async () => {
    await setLimit(null);
    await fillCart(buyer.userId, [[laptop, 2]]);
    const answer = await order(buyer.cookie);
    expect(answer.json()).toMatchObject({ broj: expect.any(String) });
  });

  it('records a request above the limit: no order, no stock taken, cart empty, every administrator emailed', async () => {
    await setLimit(1000);
    await fillCart(buyer.userId, [[laptop, 2]]);
    expect((await inject('GET', '/api/account/company/approval-need', buyer.cookie)).json()).toEqual({
      potrebno: true,
      granica: 1000,
    });
    const [orders, stock, mails] = [
      await orderCount(),
      await stockOf(laptop),
      (await mailsTo('admin@firma-a.ba')).length,
    ];
    const answer = await order(buyer.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 200, odobrenje: { id: expect.any(Number), ukupno: 1810, granica: 1000 } });
    expect(await orderCount()).toBe(orders);
    expect(await stockOf(laptop)).toBe(stock);
    expect(await cartSize(buyer.userId)).toBe(0);
    const notices = await mailsTo('admin@firma-a.ba');
    expect(notices).toHaveLength(mails + 1);
    expect(notices.at(-1)?.subject).toBe('Narudžba čeka vaše odobrenje: Kupac Firme, 1.810,00 KM');
    expect(notices.at(-1)?.text_body).toContain('/korisnik/firma/odobrenja');
    const own = (await inject('GET', '/api/account/company/approvals', buyer.cookie)).json();
    expect(own.uloga).toBe('kupac');
    expect(own.zahtjevi[0]).toMatchObject({
      stanje: 'ceka',
      ukupno: 1810,
      nacin_placanja: 'uplatnica',
      stavke: [{ id_proizvoda: laptop, kolicina: 2, cijena: 900, ukupno: 1800 }],
      dostava: { ime: 'Ana Anić', grad: 'Sarajevo' },
    });
  });

  it('places an order under or exactly at the limit, and an administrator’s own order above it', async () => {
    await setLimit(1000);
    // 1 laptop (900) + 5 mice (5 × 18 = 90) + delivery 10 = 1000 KM: equal is not above.
    await t.db.updateTable('products').set({ price_minor: 1_800 }).where('id', '=', mouse).execute();
    await fillCart(buyer.userId, [
      [laptop, 1],
      [mouse, 5],
    ]);
    expect((await inject('GET', '/api/account/company/approval-need', buyer.cookie)).json().potrebno).toBe(false);
    expect((await order(buyer.cookie)).json()).toMatchObject({ broj: expect.any(String) });
    await fillCart(admin.userId, [[laptop, 3]]);
    expect((await order(admin.cookie)).json()).toMatchObject({ broj: expect.any(String) });
  });

  it('refuses a card for an order that will wait (409, nothing written, the cart kept)', async () => {
    await setLimit(1000);
    await fillCart(buyer.userId, [[laptop, 2]]);
    const card = { broj: '4111111111111111', ime_na_kartici: 'Ana Anić', vazi_do: '12/30', cvc: '123' };
    const byCard = await order(buyer.cookie, { nacin_placanja: 'kartica', kartica: card });
    expect(byCard.statusCode).toBe(409);
    expect(byCard.json()).toMatchObject({ code: 'APPROVAL_NOT_BY_CARD' });
    expect(await cartSize(buyer.userId)).toBe(1);
  });

  it('approves: the order is placed for the buyer at the prices resolved now, stock taken, confirmation mailed', async () => {
    await setLimit(1000);
    const id = await waitingRequest();
    // The company's price changes before the approval: the order charges the new one.
    await t.db.updateTable('price_list_rules').set({ price_minor: 85_000 }).where('product_id', '=', laptop).execute();
    const stock = await stockOf(laptop);
    const confirmations = (await mailsTo(SAMPLE_DELIVERY_DETAILS.email)).length;
    const approved = await inject('POST', `/api/account/company/approvals/${id}/approve`, admin.cookie);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      stanje: 'odobreno',
      odluka: { ko: 'Admin Firme' },
      narudzba: { broj: expect.any(String) },
    });
    const number = approved.json().narudzba.broj;
    const placed = await t.db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirstOrThrow();
    expect(placed).toMatchObject({ user_id: buyer.userId, company_id: companyId, total_minor: 171_000 });
    expect(placed.payment_reference).toBeTruthy();
    expect(await stockOf(laptop)).toBe(stock - 2);
    expect(await mailsTo(SAMPLE_DELIVERY_DETAILS.email)).toHaveLength(confirmations + 1);
    // The buyer sees the order among theirs.
    const mine = (await inject('GET', '/api/getMyOrders', buyer.cookie)).json();
    expect(JSON.stringify(mine)).toContain(number);
    // Deciding again: 409.
    const again = await inject('POST', `/api/account/company/approvals/${id}/approve`, admin.cookie);
    expect(again.json()).toMatchObject({ code: 'APPROVAL_DECIDED' });
    await t.db.updateTable('price_list_rules').set({ price_minor: 90_000 }).where('product_id', '=', laptop).execute();
  });

  it('refuses to approve when stock is short: 409, nothing written, the request still waits', async () => {
    await setLimit(1000);
    const id = await waitingRequest();
    await t.db.updateTable('products').set({ stock: 1 }).where('id', '=', laptop).execute();
    const orders = await orderCount();
    const refused = await inject('POST', `/api/account/company/approvals/${id}/approve`, admin.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'APPROVAL_OUT_OF_STOCK' });
    expect(refused.json().message).toContain('Laptop 15');
    expect(await orderCount()).toBe(orders);
    expect(await stockOf(laptop)).toBe(1);
    const list = (await inject('GET', '/api/account/company/approvals', admin.cookie)).json();
    expect(list.zahtjevi.find((request: { id: number }) => request.id === id)).toMatchObject({ stanje: 'ceka' });
    await t.db.updateTable('products').set({ stock: 50 }).where('id', '=', laptop).execute();
  });

  it('declines with a reason: no order, the buyer is emailed the reason', async () => {
    await setLimit(1000);
    const id = await waitingRequest();
    const orders = await orderCount();
    const tooLong = await inject('POST', `/api/account/company/approvals/${id}/decline`, admin.cookie, {
      razlog: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    const declined = await inject('POST', `/api/account/company/approvals/${id}/decline`, admin.cookie, {
      razlog: 'Prevelik iznos ovog mjeseca',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ stanje: 'odbijeno', odluka: { razlog: 'Prevelik iznos ovog mjeseca' } });
    expect(await orderCount()).toBe(orders);
    const mail = (await mailsTo('kupac@firma-a.ba')).at(-1);
    expect(mail?.subject).toBe('Vaša narudžba nije odobrena');
    expect(mail?.text_body).toContain('Prevelik iznos ovog mjeseca');
  });

  it('makes one order of two approvals at once', async () => {
    await setLimit(1000);
    const id = await waitingRequest();
    const orders = await orderCount();
    const answers = await Promise.all([
      inject('POST', `/api/account/company/approvals/${id}/approve`, admin.cookie),
      inject('POST', `/api/account/company/approvals/${id}/approve`, admin.cookie),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await orderCount()).toBe(orders + 1);
  });

  it('lets only the same company’s administrators decide; a buyer sees only their own requests', async () => {
    await setLimit(1000);
    const id = await waitingRequest();
    const url = `/api/account/company/approvals/${id}/approve`;
    expect((await inject('POST', url)).statusCode).toBe(401);
    expect((await inject('POST', url, buyer.cookie)).json()).toMatchObject({ code: 'APPROVER_ONLY' });
    const foreign = await inject('POST', url, otherAdmin.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(
      (await inject('POST', `/api/account/company/approvals/${id}/decline`, otherAdmin.cookie, {})).statusCode,
    ).toBe(404);
    expect((await inject('GET', '/api/account/company/approvals', otherAdmin.cookie)).json().zahtjevi).toEqual([]);
    expect((await inject('GET', '/api/account/company/approvals')).statusCode).toBe(401);
    // Another buyer of the same company sees none of this buyer's requests.
    const colleague = await person('kolega@firma-a.ba', 'Kolega');
    await setRole(companyId, colleague.userId, 'kupac');
    expect((await inject('GET', '/api/account/company/approvals', colleague.cookie)).json().zahtjevi).toEqual([]);
    const all = (await inject('GET', '/api/account/company/approvals', admin.cookie)).json();
    expect(all.uloga).toBe('administrator');
    expect(all.zahtjevi[0]).toMatchObject({ id, stanje: 'ceka', kupac: { ime: 'Kupac Firme' } });
  });
});
