import { sarajevoDate } from '@shop/shared/contracts';
import type { StoredAttachment } from '../../outbox/enqueue';
import { insertCompany, insertPriceList } from '../../test/business-fixtures';
import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct } from '../../test/fixtures';
import { extractPdfText, pdfLayoutProblems } from '../../test/pdf-text';
import { signedInAs } from '../../test/staff';
import { startTestApp, type TestApp } from '../../test/test-app';
import { insertProformaRequest } from '../proforma';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => sarajevoDate(new Date(Date.now() + days * DAY_MS));

describe.each(testDatabases())('quotes on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let monitor: number;
  let cable: number;
  let base: { subcategory_id: number; manufacturer_id: number };

  beforeAll(async () => {
    t = await startTestApp(database);
    const ids = await insertCatalogSkeleton(t.db);
    base = { subcategory_id: ids.desktopsId, manufacturer_id: ids.manufacturerId };
    monitor = await insertProduct(t.db, {
      ...base,
      slug: 'q-monitor',
      name: 'Monitor 27',
      stock: 10,
      price_minor: 50_000,
    });
    cable = await insertProduct(t.db, { ...base, slug: 'q-kabl', name: 'Kabl HDMI', stock: 100, price_minor: 2_000 });
    admin = (await signedInAs(t.db, 'Admin')).cookie;
    editor = (await signedInAs(t.db, 'Editor')).cookie;
  });
  afterAll(() => t.close());

  const newRequest = async (
    language: 'sr' | 'en' = 'sr',
    monitors = 5,
    { userId = null, product = monitor }: { userId?: number | null; product?: number } = {},
  ) => {
    const email = `nabavka-${Math.random().toString(36).slice(2, 8)}@firma.ba`;
    const { id } = await insertProformaRequest(t.db, {
      sessionId: null,
      userId,
      language,
      customer: {
        naziv: 'Firma d.o.o.',
        jib: '4400000000001',
        kontakt: 'Ana Anić',
        email,
        grad: 'Sarajevo',
        posta: '71000',
        adresa: 'Titova 1',
        broj: '061123456',
      },
      items: [
        { productId: product, productName: 'Monitor 27', quantity: monitors, unitPriceMinor: 50_000 },
        { productId: cable, productName: 'Kabl HDMI', quantity: 5, unitPriceMinor: 2_000 },
      ],
    });
    return { id, email };
  };
  const draft = (change: Record<string, unknown> = {}, monitors = 5) => ({
    lines: [
      { productId: monitor, quantity: monitors, unitPrice: 450, reason: 'Količinski popust' },
      { productId: cable, quantity: 5, unitPrice: 20 },
    ],
    delivery: 0,
    validUntil: inDays(10),
    paymentTerms: 'Virmansko plaćanje u roku od 15 dana',
    note: 'Dostava besplatna.',
    ...change,
  });
  const send = (proformaId: number, body: unknown, cookie = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/proformas/${proformaId}/quote`,
      headers: { cookie, 'accept-language': 'sr' },
      payload: body as Record<string, unknown>,
    });
  /** The token of the newest quote link mailed to `email`. */
  const mailedToken = async (email: string) => {
    const mail = await t.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = /\/(?:ponuda|en\/quote)\/([A-Za-z0-9_-]{43})/.exec(mail.text_body)?.[1];
    if (!token) throw new Error(`no quote link in: ${mail.text_body}`);
    return { token, mail };
  };
  const customer = (method: 'GET' | 'POST', token: string, action = '', payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url: `/api/quotes/${token}${action}`,
      headers: { 'accept-language': 'sr' },
      ...(payload && { payload }),
    });
  /** The requests to `email` whose quote is in `state`, as the staff's filter finds them. */
  const idsWithQuote = async (email: string, state: string) => {
    const url = `/api/admin/proformas?search=${encodeURIComponent(email)}&quote=${state}`;
    const page = (await t.app.inject({ url, headers: { cookie: admin } })).json() as { proformas: { id: number }[] };
    return page.proformas.map((row) => row.id);
  };
  const stockOf = async (id: number) =>
    (await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

  it('answers a request with a quote: email with the PDF and link, the page by its token, the audit entry', async () => {
    const { id, email } = await newRequest('en');
    const starting = await t.app.inject({ url: `/api/admin/proformas/${id}/quote`, headers: { cookie: editor } });
    expect(starting.json()).toMatchObject({
      quote: null,
      canSend: true,
      startingLines: [
        { productId: monitor, quantity: 5, startingPrice: 500, unitPrice: 500 },
        { productId: cable, quantity: 5, startingPrice: 20 },
      ],
    });
    // An Editor reads, only an Admin sends.
    expect((await send(id, draft(), editor)).statusCode).toBe(403);

    const sent = await send(id, draft());
    expect(sent.statusCode).toBe(200);
    expect(sent.json().quote).toMatchObject({
      state: 'sent',
      revision: 1,
      // 5 × 450 + 5 × 20, delivery 0.
      total: 2350,
      lines: [
        { name: 'Monitor 27', unitPrice: 450, startingPrice: 500, reason: 'Količinski popust', lineTotal: 2250 },
        { name: 'Kabl HDMI', unitPrice: 20, reason: null },
      ],
      messages: [{ author: 'staff', message: 'Dostava besplatna.' }],
    });

    const { token, mail } = await mailedToken(email);
    expect(mail.subject).toMatch(/^Quote PO-\d{4}-\d{6}$/);
    expect(mail.html_body).toContain('<html lang="en">');
    expect(mail.text_body).toContain(`/en/quote/${token}`);
    const [attachment] = JSON.parse(mail.attachments_json ?? '[]') as StoredAttachment[];
    expect(attachment?.contentType).toBe('application/pdf');
    const pdf = Buffer.from(attachment?.contentBase64 ?? '', 'base64');
    const text = await extractPdfText(pdf);
    // In the request's language (issue 26), KM amounts as everywhere.
    expect(text).toContain(`Quote No. ${mail.subject.replace('Quote ', '')}`);
    // The quoted price, delivery as a line, the total and the terms.
    expect(text).toContain('450,00 KM');
    expect(text).toContain('2.350,00 KM');
    expect(text).toContain('Payment terms: Virmansko plaćanje u roku od 15 dana');
    expect(text).toContain('Dostava besplatna.');
    expect(await pdfLayoutProblems(pdf)).toEqual([]);

    const page = await customer('GET', token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.json()).toMatchObject({ state: 'sent', total: 2350, companyName: 'Firma d.o.o.', orderNumber: null });

    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'proforma')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['quote.send']);
    const request = await t.db
      .selectFrom('proforma_requests')
      .select('answered_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(request.answered_at).not.toBeNull();
    // Staff see the quote's state in the list of requests.
    const list = await t.app.inject({ url: `/api/admin/proformas?search=${email}`, headers: { cookie: editor } });
    expect(list.json().proformas).toEqual([expect.objectContaining({ id, quote: 'sent' })]);
    expect(await idsWithQuote(email, 'sent')).toEqual([id]);
    expect(await idsWithQuote(email, 'accepted')).toEqual([]);
    // The quote's number finds its request (PO- and PR- share the id).
    const quoteNumber = sent.json().quote.number as string;
    const byNumber = await t.app.inject({
      url: `/api/admin/proformas?search=${quoteNumber}`,
      headers: { cookie: admin },
    });
    expect(byNumber.json().proformas.map((row: { id: number }) => row.id)).toEqual([id]);
    expect(await idsWithQuote(email, 'none')).toEqual([]);
  });

  it('filters the requests by their quote, none included; refuses an unknown filter', async () => {
    const { id, email } = await newRequest();
    expect(await idsWithQuote(email, 'none')).toEqual([id]);
    expect(await idsWithQuote(email, 'sent')).toEqual([]);
    const wrong = await t.app.inject({ url: '/api/admin/proformas?quote=maybe', headers: { cookie: admin } });
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION', fields: { quote: 'INVALID_FILTER' } });
  });

  it('refuses a changed price without a reason, a past date, an unknown product', async () => {
    const { id } = await newRequest();
    const noReason = await send(id, draft({ lines: [{ productId: monitor, quantity: 1, unitPrice: 480 }] }));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Navedite razlog izmjene cijene.',
      fields: { 'lines.0.reason': 'QUOTE_REASON_REQUIRED' },
    });
    const past = await send(id, draft({ validUntil: inDays(-1) }));
    expect(past.json().fields).toEqual({ validUntil: 'QUOTE_VALID_UNTIL_PAST' });
    const unknown = await send(id, draft({ lines: [{ productId: 999_999, quantity: 1, unitPrice: 1 }] }));
    expect(unknown.statusCode).toBe(404);
    expect(await t.db.selectFrom('quotes').select('id').where('proforma_request_id', '=', id).execute()).toEqual([]);
  });

  it('change request → revised quote (new link) → accept: an order at the quoted prices, stock taken; twice refused', async () => {
    const { id, email } = await newRequest();
    await send(id, draft());
    const first = (await mailedToken(email)).token;

    const change = await customer('POST', first, '/change', { message: 'Možete li 6 monitora po 440 KM?' });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toMatchObject({
      state: 'change_requested',
      messages: [
        { author: 'staff', message: 'Dostava besplatna.' },
        { author: 'customer', message: 'Možete li 6 monitora po 440 KM?' },
      ],
    });
    // Waiting for the revision: it cannot be accepted meanwhile.
    expect((await customer('POST', first, '/accept')).json().code).toBe('QUOTE_AWAITING_REVISION');
    const staffView = await t.app.inject({ url: `/api/admin/proformas/${id}/quote`, headers: { cookie: admin } });
    expect(staffView.json().quote.state).toBe('change_requested');

    const revised = await send(
      id,
      draft({
        lines: [{ productId: monitor, quantity: 6, unitPrice: 440, reason: 'Dogovor' }],
        delivery: 15,
        note: 'Može.',
      }),
    );
    expect(revised.json().quote).toMatchObject({ state: 'sent', revision: 2, total: 2655 });
    const { token, mail } = await mailedToken(email);
    expect(mail.subject).toMatch(/^Izmijenjena ponuda PO-/);
    expect(mail.text_body).toContain('Raniji link više ne važi');
    expect(mail.text_body).toContain('Uslovi plaćanja: Virmansko plaćanje u roku od 15 dana');
    expect(token).not.toBe(first);
    expect((await customer('GET', first)).statusCode).toBe(404);

    const stockBefore = await stockOf(monitor);
    const accepted = await customer('POST', token, '/accept');
    expect(accepted.statusCode).toBe(200);
    const { broj } = accepted.json() as { broj: string };
    const order = await t.db.selectFrom('orders').selectAll().where('number', '=', broj).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      status: 'nova',
      payment_method: 'uplatnica',
      email,
      subtotal_minor: 264_000,
      shipping_minor: 1_500,
      total_minor: 265_500,
      r1_company_name: 'Firma d.o.o.',
    });
    const lines = await t.db
      .selectFrom('order_lines')
      .select(['product_id', 'quantity', 'unit_price_minor'])
      .where('order_id', '=', order.id)
      .execute();
    expect(lines).toEqual([{ product_id: monitor, quantity: 6, unit_price_minor: 44_000 }]);
    expect(await stockOf(monitor)).toBe(stockBefore - 6);
    expect((await customer('GET', token)).json()).toMatchObject({ state: 'accepted', orderNumber: broj });
    expect(await idsWithQuote(email, 'accepted')).toEqual([id]);

    const again = await customer('POST', token, '/accept');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('QUOTE_CLOSED');
    expect((await send(id, draft())).json().code).toBe('QUOTE_CLOSED');
    expect(await t.db.selectFrom('orders').select('id').where('email', '=', email).execute()).toHaveLength(1);
  });

  it("starts a company buyer's quote from their price list's tier; the accepted quote's order is the company's", async () => {
    const partnerMonitor = await insertProduct(t.db, {
      ...base,
      slug: 'q-monitor-partner',
      name: 'Monitor 27 Partner',
      stock: 20,
      price_minor: 50_000,
    });
    const buyer = await signedInAs(t.db, 'Korisnik');
    const companyId = await insertCompany(t.db, {
      name: 'Partner d.o.o.',
      jib: '4400000000999',
      memberId: buyer.userId,
    });
    await insertPriceList(t.db, {
      name: 'Partner',
      companyId,
      rules: [{ product_id: partnerMonitor, min_quantity: 5, price_minor: 42_000 }],
    });
    const { id, email } = await newRequest('sr', 5, { userId: buyer.userId, product: partnerMonitor });
    const starting = await t.app.inject({ url: `/api/admin/proformas/${id}/quote`, headers: { cookie: admin } });
    expect(starting.json().startingLines).toMatchObject([
      { productId: partnerMonitor, quantity: 5, startingPrice: 420 },
      { productId: cable, quantity: 5, startingPrice: 20 },
    ]);
    // The buyer's own price needs no reason; the shop's regular price would now be a change that needs one.
    const lines = (unitPrice: number) => ({ lines: [{ productId: partnerMonitor, quantity: 5, unitPrice }] });
    const sent = await send(id, draft(lines(420)));
    expect(sent.statusCode).toBe(200);
    expect((await send(id, draft(lines(500)))).statusCode).toBe(400);
    const { broj } = (await customer('POST', (await mailedToken(email)).token, '/accept')).json() as { broj: string };
    const order = await t.db
      .selectFrom('orders')
      .select(['company_id', 'subtotal_minor'])
      .where('number', '=', broj)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ company_id: companyId, subtotal_minor: 210_000 });
  });

  it('places one order when the quote is accepted twice at once', async () => {
    const { id, email } = await newRequest('sr', 1);
    await send(id, draft({}, 1));
    const { token } = await mailedToken(email);
    const stockBefore = await stockOf(monitor);
    const answers = await Promise.all([customer('POST', token, '/accept'), customer('POST', token, '/accept')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.selectFrom('orders').select('id').where('email', '=', email).execute()).toHaveLength(1);
    expect(answers.map((answer) => answer.json().code).filter(Boolean)).toEqual(['QUOTE_CLOSED']);
    expect(await stockOf(monitor)).toBe(stockBefore - 1);
  });

  it('refuses acceptance when stock is short, writing nothing and leaving the quote open', async () => {
    const { id, email } = await newRequest('sr', 50);
    await send(id, draft({}, 50));
    const { token } = await mailedToken(email);
    const stockBefore = await stockOf(cable);
    const refused = await customer('POST', token, '/accept');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'QUOTE_OUT_OF_STOCK' });
    expect(refused.json().message).toContain('Monitor 27');
    expect(await stockOf(cable)).toBe(stockBefore);
    expect(await t.db.selectFrom('orders').select('id').where('email', '=', email).execute()).toEqual([]);
    expect((await customer('GET', token)).json().state).toBe('sent');
  });

  it('declines; an expired quote reads expired and refuses acceptance until a revision reopens it', async () => {
    const declined = await newRequest();
    await send(declined.id, draft());
    const declinedToken = (await mailedToken(declined.email)).token;
    expect((await customer('POST', declinedToken, '/decline')).json().state).toBe('declined');
    expect((await customer('POST', declinedToken, '/accept')).json().code).toBe('QUOTE_CLOSED');
    expect(await idsWithQuote(declined.email, 'declined')).toEqual([declined.id]);

    const { id, email } = await newRequest();
    await send(id, draft());
    const { token } = await mailedToken(email);
    // The validity day passes.
    await t.db
      .updateTable('quotes')
      .set({ valid_until: inDays(-1) })
      .where('proforma_request_id', '=', id)
      .execute();
    expect((await customer('GET', token)).json().state).toBe('expired');
    const list = await t.app.inject({ url: `/api/admin/proformas?search=${email}`, headers: { cookie: admin } });
    expect(list.json().proformas).toEqual([expect.objectContaining({ id, quote: 'expired' })]);
    expect(await idsWithQuote(email, 'expired')).toEqual([id]);
    expect(await idsWithQuote(email, 'sent')).toEqual([]);
    const late = await customer('POST', token, '/accept');
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('QUOTE_EXPIRED');
    expect((await send(id, draft())).json().quote.state).toBe('sent');
  });

  it('limits change requests (each emails staff) to 10 in 10 minutes per address', async () => {
    const { id, email } = await newRequest();
    await send(id, draft());
    const { token } = await mailedToken(email);
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/quotes/${token}/change`,
        remoteAddress: '10.7.0.1',
        payload: { message: 'Još jedna izmjena, molim.' },
      });
    const statuses: number[] = [];
    for (let again = 0; again < 11; again++) statuses.push((await ask()).statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it('answers 404 for a token that does not exist, of either shape', async () => {
    for (const token of ['x'.repeat(43), 'kratak']) {
      const response = await customer('GET', token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'QUOTE_NOT_FOUND' });
      expect((await customer('POST', token, '/accept')).statusCode).toBe(404);
    }
  });
});
