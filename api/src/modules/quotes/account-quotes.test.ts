import type { AccountQuoteList, Quote } from '@shop/shared/contracts';
import { sarajevoDate } from '@shop/shared/contracts';
import { insertCompany, insertCompanyMember } from '../../test/business-fixtures';
import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession, insertUser } from '../../test/fixtures';
import { signedInAs } from '../../test/staff';
import { startTestApp, type TestApp } from '../../test/test-app';

const inTenDays = () => sarajevoDate(new Date(Date.now() + 10 * 24 * 60 * 60 * 1000));

/*
 * Issue 27, visibility by role: the account's quotes by the pro-forma request's id, no token. The requester and their
 * company's administrator see and answer a quote; a colleague buyer, another company's administrator and a stranger
 * get 404 as for a missing one.
 */
describe.each(testDatabases())('the account’s quotes on $name', (database) => {
  let t: TestApp;
  let staff: string;
  let product: number;
  let counter = 0;
  type Member = { id: number; cookie: string; name: string };
  let buyer: Member;
  let colleague: Member;
  let administrator: Member;
  let otherAdministrator: Member;
  let stranger: Member;

  const newUser = async (): Promise<Member> => {
    counter += 1;
    const name = `Korisnik ${counter}`;
    const id = await insertUser(t.db, { email: `aq${counter}@firma.ba`, password: 'Lozinka123!', username: name });
    return { id, cookie: (await insertSession(t.db, id)).cookie, name };
  };

  beforeAll(async () => {
    t = await startTestApp(database);
    const ids = await insertCatalogSkeleton(t.db);
    product = await insertProduct(t.db, {
      subcategory_id: ids.desktopsId,
      manufacturer_id: ids.manufacturerId,
      slug: 'aq-laptop',
      name: 'Laptop 15',
      stock: 50,
      price_minor: 100_000,
    });
    staff = (await signedInAs(t.db, 'Admin')).cookie;
    buyer = await newUser();
    colleague = await newUser();
    administrator = await newUser();
    otherAdministrator = await newUser();
    stranger = await newUser();
    const company = await insertCompany(t.db, { name: 'Vidljivost d.o.o.', jib: '4400000000271' });
    await insertCompanyMember(t.db, company, buyer.id, 'kupac');
    await insertCompanyMember(t.db, company, colleague.id, 'kupac');
    await insertCompanyMember(t.db, company, administrator.id, 'administrator');
    const otherCompany = await insertCompany(t.db, { name: 'Druga firma d.o.o.', jib: '4400000000272' });
    await insertCompanyMember(t.db, otherCompany, otherAdministrator.id, 'administrator');
  });
  afterAll(() => t.close());

  /** The buyer asks for a pro-forma through the shop's call, signed in; answers the request's id. */
  const requestProforma = async (member: Member, quantity = 2) => {
    counter += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/zatraziPredracun',
      headers: { cookie: member.cookie },
      payload: {
        data: {
          products: [{ id_proizvoda: product, kolicina: quantity }],
          customer: {
            naziv: 'Vidljivost d.o.o.',
            jib: '4400000000271',
            kontakt: member.name,
            email: `nabavka${counter}@firma.ba`,
            grad: 'Sarajevo',
            posta: '71000',
            adresa: 'Titova 1',
            broj: '061123456',
          },
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('proforma_requests')
      .select(['id', 'user_id', 'company_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return row;
  };
  const sendQuote = async (proformaId: number, quantity = 2) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/proformas/${proformaId}/quote`,
      headers: { cookie: staff },
      payload: {
        lines: [{ productId: product, quantity, unitPrice: 900, reason: 'Popust za firmu' }],
        delivery: 10,
        validUntil: inTenDays(),
        paymentTerms: 'Virmansko plaćanje u roku od 15 dana',
        note: '',
      },
    });
    expect(response.statusCode).toBe(200);
  };
  const call = (method: 'GET' | 'POST', url: string, member?: Member, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: member ? { cookie: member.cookie } : {}, ...(payload && { payload }) });
  const listOf = async (member: Member) =>
    ((await call('GET', '/api/account/quotes', member)).json() as AccountQuoteList).requests;

  it('records the signed-in requester and their company; lists it to them and to the company administrator only', async () => {
    const request = await requestProforma(buyer, 3);
    const company = await t.db
      .selectFrom('company_members')
      .select('company_id')
      .where('user_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ user_id: buyer.id, company_id: company.company_id });

    // Before the quote: awaited, the request's own total.
    const own = (await listOf(buyer)).find((row) => row.id === request.id);
    expect(own).toMatchObject({ state: null, quoteNumber: null, total: 3000, validUntil: null, requestedBy: null });
    expect(own?.requestNumber).toMatch(/^PR-\d{4}-\d{6}$/);
    expect((await call('GET', `/api/account/quotes/${request.id}`, buyer)).statusCode).toBe(404);

    await sendQuote(request.id, 3);
    expect((await listOf(buyer)).find((row) => row.id === request.id)).toMatchObject({
      state: 'sent',
      quoteNumber: expect.stringMatching(/^PO-\d{4}-\d{6}$/),
      // 3 × 900 + 10 delivery.
      total: 2710,
      validUntil: inTenDays(),
    });
    // The administrator sees the colleague's request, with who asked.
    expect((await listOf(administrator)).find((row) => row.id === request.id)).toMatchObject({
      state: 'sent',
      requestedBy: buyer.name,
    });
    for (const outsider of [colleague, otherAdministrator, stranger]) {
      expect((await listOf(outsider)).map((row) => row.id)).not.toContain(request.id);
    }
    expect((await call('GET', '/api/account/quotes')).statusCode).toBe(401);
  });

  it('opens a quote by id for the requester and the administrator; 404 for anyone else', async () => {
    const request = await requestProforma(buyer);
    await sendQuote(request.id);
    for (const viewer of [buyer, administrator]) {
      const response = await call('GET', `/api/account/quotes/${request.id}`, viewer);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toContain('no-store');
      expect(response.json()).toMatchObject({ state: 'sent', total: 1810, lines: [{ unitPrice: 900, quantity: 2 }] });
    }
    for (const outsider of [colleague, otherAdministrator, stranger]) {
      for (const [method, action] of [
        ['GET', ''],
        ['POST', '/accept'],
        ['POST', '/decline'],
      ] as const) {
        const response = await call(method, `/api/account/quotes/${request.id}${action}`, outsider);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'MY_QUOTE_NOT_FOUND' });
      }
      const change = await call('POST', `/api/account/quotes/${request.id}/change`, outsider, {
        message: 'Može li jeftinije?',
      });
      expect(change.statusCode).toBe(404);
    }
    expect((await call('GET', `/api/account/quotes/${request.id}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/account/quotes/999999', buyer)).statusCode).toBe(404);
    // Nothing an outsider did moved it.
    expect(((await call('GET', `/api/account/quotes/${request.id}`, buyer)).json() as Quote).state).toBe('sent');
  });

  it('lets the requester ask for a change and decline by id, as by the link', async () => {
    const request = await requestProforma(buyer);
    await sendQuote(request.id);
    const changed = await call('POST', `/api/account/quotes/${request.id}/change`, buyer, {
      message: 'Molimo isporuku do petka.',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      state: 'change_requested',
      messages: [{ author: 'customer', message: 'Molimo isporuku do petka.' }],
    });
    // Too short: the user's language, not a 500.
    expect((await call('POST', `/api/account/quotes/${request.id}/change`, buyer, { message: 'x' })).statusCode).toBe(
      400,
    );
    const declined = await call('POST', `/api/account/quotes/${request.id}/decline`, buyer);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ state: 'declined' });
    expect((await call('POST', `/api/account/quotes/${request.id}/decline`, buyer)).statusCode).toBe(409);
  });

  it('lets the company administrator accept a colleague’s quote: the order is the colleague’s and the company’s', async () => {
    const request = await requestProforma(buyer, 4);
    await sendQuote(request.id, 4);
    const before = (
      await t.db.selectFrom('products').select('stock').where('id', '=', product).executeTakeFirstOrThrow()
    ).stock;
    const accepted = await call('POST', `/api/account/quotes/${request.id}/accept`, administrator);
    expect(accepted.statusCode).toBe(200);
    const { broj } = accepted.json() as { broj: string };
    const order = await t.db
      .selectFrom('orders')
      .select(['id', 'user_id', 'company_id', 'total_minor'])
      .where('number', '=', broj)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ user_id: buyer.id, company_id: request.company_id, total_minor: 4 * 90_000 + 1_000 });
    const after = (
      await t.db.selectFrom('products').select('stock').where('id', '=', product).executeTakeFirstOrThrow()
    ).stock;
    expect(after).toBe(before - 4);
    const quote = (await call('GET', `/api/account/quotes/${request.id}`, buyer)).json() as Quote;
    expect(quote).toMatchObject({ state: 'accepted', orderNumber: broj });
    // Once accepted, nobody accepts it again.
    expect((await call('POST', `/api/account/quotes/${request.id}/accept`, buyer)).statusCode).toBe(409);
    // Both see the order in the account; the colleague buyer does not.
    for (const viewer of [buyer, administrator]) {
      expect((await call('GET', `/api/getMyOrder/${order.id}`, viewer)).statusCode).toBe(200);
    }
    expect((await call('GET', `/api/getMyOrder/${order.id}`, colleague)).statusCode).toBe(404);
  });
});
