import { testDatabases } from '../../../test/databases';
import { insertCatalogSkeleton, insertProduct } from '../../../test/fixtures';
import { signedInAs } from '../../../test/staff';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { insertProformaRequest } from '../../proforma';

describe.each(testDatabases())('admin pro-formas on $name', (database) => {
  let t: TestApp;
  let admin: { cookie: string; userId: number };
  let editor: string;
  let productId: number;

  beforeAll(async () => {
    t = await startTestApp(database);
    const ids = await insertCatalogSkeleton(t.db);
    productId = await insertProduct(t.db, {
      subcategory_id: ids.desktopsId,
      manufacturer_id: ids.manufacturerId,
      slug: 'pr-1',
      name: 'Monitor 27',
      stock: 4,
      price_minor: 11_700,
    });
    admin = await signedInAs(t.db, 'Admin');
    editor = (await signedInAs(t.db, 'Editor')).cookie;
  });
  afterAll(() => t.close());

  const newRequest = (company: string, language: 'sr' | 'en' = 'sr') =>
    insertProformaRequest(t.db, {
      sessionId: null,
      userId: null,
      language,
      customer: {
        naziv: company,
        jib: '4400000000001',
        kontakt: 'Ana Anić',
        email: 'nabavka@firma.ba',
        grad: 'Sarajevo',
        posta: '71000',
        adresa: 'Titova 1',
        broj: '061123456',
      },
      items: [{ productId, productName: 'Monitor 27', quantity: 2, unitPriceMinor: 11_700 }],
    });
  const get = (url: string, cookie = admin.cookie) =>
    t.app.inject({ url, headers: { cookie, 'accept-language': 'sr' } });
  const markAnswered = (id: number, cookie = admin.cookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/proformas/${id}/answered`,
      headers: { cookie, 'accept-language': 'sr' },
    });

  it('shows a request with its lines and totals, and its PDF; Editors read too', async () => {
    const company = `Firma ${Math.random().toString(36).slice(2, 8)}`;
    const { id, createdAt } = await newRequest(company);
    const number = `PR-${new Date(createdAt).getUTCFullYear()}-${String(id).padStart(6, '0')}`;
    const detail = await get(`/api/admin/proformas/${id}`, editor);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id,
      number,
      companyName: company,
      jib: '4400000000001',
      // 2 × 117 KM and delivery, as the cart would sum them; VAT is 17/117 of it.
      total: 244,
      shipping: 10,
      vat: 35.45,
      answered: null,
      lines: [{ productId, name: 'Monitor 27', quantity: 2, unitPrice: 117, lineTotal: 234 }],
    });

    const pdf = await get(`/api/admin/proformas/${id}/pdf`, editor);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get('/api/admin/proformas/999999/pdf')).statusCode).toBe(404);
    expect((await get('/api/admin/proformas/999999')).json().code).toBe('PROFORMA_NOT_FOUND');

    const found = (await get(`/api/admin/proformas?search=${number}`)).json();
    expect(found.proformas.map((row: { id: number }) => row.id)).toEqual([id]);
    const byCompany = (await get(`/api/admin/proformas?search=${encodeURIComponent(company)}`)).json();
    expect(byCompany.proformas).toEqual([expect.objectContaining({ id, total: 244, answered: null })]);
  });

  it('marks a request answered once (who and when, audited); an Editor may not', async () => {
    const company = `Odgovor ${Math.random().toString(36).slice(2, 8)}`;
    const { id } = await newRequest(company);
    const older = await newRequest(company);
    expect((await markAnswered(id, editor)).statusCode).toBe(403);

    const answered = await markAnswered(older.id);
    expect(answered.statusCode).toBe(200);
    const mark = answered.json().answered;
    expect(mark.by).toMatch(/^admin-.*@test\.ba$/);
    expect(Number.isNaN(Date.parse(mark.at))).toBe(false);
    const row = await t.db
      .selectFrom('proforma_requests')
      .selectAll()
      .where('id', '=', older.id)
      .executeTakeFirstOrThrow();
    expect([row.answered_at, row.answered_by]).toEqual([mark.at, mark.by]);

    const again = await markAnswered(older.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Zahtjev za predračun je već označen kao odgovoren (${mark.by}).`);
    expect((await markAnswered(999_999)).statusCode).toBe(404);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'proforma')
      .where('entity_id', '=', String(older.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'proforma.answered', user_id: admin.userId });
    expect(JSON.parse(audit[0]?.before_json ?? '')).toEqual({ answered: null });
    expect(JSON.parse(audit[0]?.after_json ?? '')).toEqual({ answered: mark });

    // Unanswered first (the newer one is open), and the filters.
    const search = `search=${encodeURIComponent(company)}`;
    const ids = async (query: string) =>
      (await get(`/api/admin/proformas?${query}`)).json().proformas.map((r: { id: number }) => r.id);
    expect(await ids(search)).toEqual([id, older.id]);
    expect(await ids(`${search}&state=open`)).toEqual([id]);
    expect(await ids(`${search}&state=done`)).toEqual([older.id]);
    expect((await get('/api/admin/proformas?state=maybe')).statusCode).toBe(400);
  });

  it("replies to the customer by email in the request's language: stored, marked answered, audited; an Editor may not", async () => {
    const { id } = await newRequest(`Reply ${Math.random().toString(36).slice(2, 8)}`, 'en');
    const reply = (message: string, cookie = admin.cookie) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/proformas/${id}/reply`,
        headers: { cookie, 'accept-language': 'sr' },
        payload: { message },
      });
    const message =
      'Dear Ana,\n\nthe monitors can be delivered in three days; the price holds until the date on the pro-forma.';
    expect((await reply(message, editor)).statusCode).toBe(403);
    expect((await reply('Kratko')).json().fields).toEqual({ message: 'MESSAGE_TOO_SHORT' });

    const answered = await reply(message);
    expect(answered.statusCode).toBe(200);
    const body = answered.json();
    expect(body.replies).toEqual([{ at: expect.any(String), by: expect.stringMatching(/^admin-/), message }]);
    expect(body.answered).toEqual({ at: body.replies[0].at, by: body.replies[0].by });

    const mail = await t.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', 'nabavka@firma.ba')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Reply to your pro-forma request ${body.number}`);
    expect(mail.text_body).toContain('the monitors can be delivered in three days');
    expect(mail.html_body).toContain('<html lang="en">');
    expect(JSON.parse(mail.attachments_json ?? '[]')[0]).toMatchObject({ contentType: 'application/pdf' });

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'proforma')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['proforma.reply']);
    expect(JSON.parse(audit[0]?.after_json ?? '')).toMatchObject({ reply: { to: 'nabavka@firma.ba', message } });

    // A second reply is kept too; the first "answered" mark stays.
    expect((await reply('One more thing: the price includes delivery.')).json().replies).toHaveLength(2);
    expect((await get(`/api/admin/proformas/${id}`)).json().answered).toEqual(body.answered);
  });
});
