import { SAMPLE_PROFORMA_CUSTOMER } from '@shop/shared/fixtures';
import { company } from '@shop/shared/site';
import type { StoredAttachment } from '../../outbox/enqueue';
import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession } from '../../test/fixtures';
import { extractPdfText, pdfLayoutProblems } from '../../test/pdf-text';
import { startTestApp, type TestApp } from '../../test/test-app';

// Another of the spec's phone forms than the sample's, so both reach the server.
const customer = { ...SAMPLE_PROFORMA_CUSTOMER, broj: '+387 61 234 567' };

describe.each(testDatabases())('POST /api/zatraziPredracun on $name', (database) => {
  let t: TestApp;
  let laptop: number;
  let mouse: number;
  let soldOut: number;

  beforeAll(async () => {
    t = await startTestApp(database);
    const ids = await insertCatalogSkeleton(t.db);
    const base = { subcategory_id: ids.desktopsId, manufacturer_id: ids.manufacturerId };
    laptop = await insertProduct(t.db, { ...base, slug: 'laptop', name: 'Laptop', price_minor: 117_000 });
    mouse = await insertProduct(t.db, {
      ...base,
      slug: 'mis',
      name: 'Miš',
      price_minor: 5_000,
      sale_price_minor: 3_510,
      on_sale: 1,
    });
    soldOut = await insertProduct(t.db, { ...base, slug: 'nema', name: 'Nema', stock: 0 });
  });
  afterAll(() => t.close());

  const request = (data: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/zatraziPredracun',
      headers: cookie ? { cookie } : {},
      payload: { data },
    });

  it('stores the whole cart with the prices of the moment and queues the PDF to the customer and staff', async () => {
    const session = await insertSession(t.db);
    const outboxBefore = await t.db.selectFrom('email_outbox').select('id').execute();
    const response = await request(
      {
        products: [
          { id_proizvoda: laptop, kolicina: 2 },
          { id_proizvoda: mouse, kolicina: 1 },
        ],
        customer,
      },
      session.cookie,
    );
    expect(response.statusCode).toBe(200);
    const { broj_predracuna } = response.json() as { broj_predracuna: string };
    expect(response.json()).toEqual({ status: 200, broj_predracuna: expect.stringMatching(/^PR-\d{4}-\d{6}$/) });

    const stored = await t.db
      .selectFrom('proforma_requests')
      .selectAll()
      .where('session_id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ company_name: 'Firma d.o.o.', jib: '4400000000001', phone: '+387 61 234 567' });
    const items = await t.db
      .selectFrom('proforma_request_items')
      .select(['product_id', 'product_name', 'quantity', 'unit_price_minor'])
      .where('proforma_request_id', '=', stored.id)
      .orderBy('id')
      .execute();
    expect(items).toEqual([
      { product_id: laptop, product_name: 'Laptop', quantity: 2, unit_price_minor: 117_000 },
      // The sale price, as the shopper saw it.
      { product_id: mouse, product_name: 'Miš', quantity: 1, unit_price_minor: 3_510 },
    ]);

    const mails = await t.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('id', 'not in', [0, ...outboxBefore.map((row) => row.id)])
      .orderBy('id')
      .execute();
    expect(mails.map((mail) => mail.to_address)).toEqual(['ana@firma.ba', t.app.outbox.staffEmail]);
    const number = `PR-${new Date().getUTCFullYear()}-${String(stored.id).padStart(6, '0')}`;
    expect(broj_predracuna).toBe(number);
    expect(mails[0]?.subject).toBe(`Predračun ${number}`);
    // HTML with a text part, in the page's language; a company name ending in "d.o.o." ends no sentence ("d.o.o..").
    expect(mails[0]?.html_body).toContain('<html lang="sr">');
    expect(mails[0]?.text_body).toContain('2.385,10 KM');
    expect(mails[0]?.text_body).not.toContain('..');
    const [attachment] = JSON.parse(mails[0]?.attachments_json ?? '[]') as StoredAttachment[];
    expect(attachment?.contentType).toBe('application/pdf');
    const text = await extractPdfText(Buffer.from(attachment?.contentBase64 ?? '', 'base64'));
    // 2 × 1.170,00 + 35,10 = 2.375,10 KM of products, and delivery as a line of its own: the cart's 2.385,10 KM.
    expect(text).toContain('Dostava');
    expect(text).toContain('10,00 KM');
    expect(text).toContain('2.385,10 KM');
    expect(text).toContain(`Predračun br. ${number}`);
    expect(await pdfLayoutProblems(Buffer.from(attachment?.contentBase64 ?? '', 'base64'))).toEqual([]);
  });

  it('accepts a single product (the product page) without a session', async () => {
    const response = await request({ products: { id_proizvoda: laptop, kolicina: 1 }, customer });
    expect(response.statusCode).toBe(200);
    const latest = await t.db
      .selectFrom('proforma_requests')
      .select(['id', 'session_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(latest.session_id).toBeNull();
  });

  it("mails the customer's copy once per address in 10 minutes, the staff's copy every time", async () => {
    const flooded = { ...customer, email: 'zrtva@example.ba' };
    const send = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/zatraziPredracun',
        remoteAddress: '10.9.0.1',
        payload: { data: { products: { id_proizvoda: laptop, kolicina: 1 }, customer: { ...flooded, email } } },
      });
    const outboxBefore = await t.db.selectFrom('email_outbox').select('id').execute();
    for (const email of ['zrtva@example.ba', 'zrtva@example.ba', 'zrtva@example.ba', 'drugi@example.ba']) {
      expect((await send(email)).statusCode).toBe(200);
    }
    const mails = await t.db
      .selectFrom('email_outbox')
      .select('to_address')
      .where('id', 'not in', [0, ...outboxBefore.map((row) => row.id)])
      .orderBy('id')
      .execute();
    const staff = t.app.outbox.staffEmail;
    expect(mails.map((mail) => mail.to_address)).toEqual([
      'zrtva@example.ba',
      staff,
      staff,
      staff,
      'drugi@example.ba',
      staff,
    ]);
  });

  // Issue 24: the limit was 5 per address in 10 minutes, so a real person behind an office's address was refused.
  it('lets an office behind one address send many requests; one email or session gets 5, then the phone', async () => {
    const fromOffice = (email: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/zatraziPredracun',
        remoteAddress: '10.8.0.1',
        headers: cookie ? { cookie } : {},
        payload: { data: { products: [{ id_proizvoda: laptop, kolicina: 1 }], customer: { ...customer, email } } },
      });
    for (let colleague = 0; colleague < 8; colleague++) {
      expect((await fromOffice(`kolega${colleague}@firma.ba`)).statusCode).toBe(200);
    }
    const statuses: number[] = [];
    for (let again = 0; again < 6; again++) statuses.push((await fromOffice('isti@firma.ba')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await fromOffice('isti@firma.ba');
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS_CONTACT_US' });
    expect(refused.json().message).toContain(company.email);

    const { cookie } = await insertSession(t.db);
    const bySession: number[] = [];
    for (let again = 0; again < 6; again++) bySession.push((await fromOffice(`s${again}@firma.ba`, cookie)).statusCode);
    expect(bySession).toEqual([200, 200, 200, 200, 200, 429]);
    // Twenty requests, each rendering its PDF twice: more than the default timeout on a loaded 2-core machine.
  }, 120_000);

  it("refuses zero stock with the spec's message, storing nothing", async () => {
    const before = await t.db.selectFrom('proforma_requests').select('id').execute();
    const response = await request({ products: [{ id_proizvoda: soldOut, kolicina: 1 }], customer });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Proizvod trenutno nije na stanju!', code: 'OUT_OF_STOCK' });
    expect(await t.db.selectFrom('proforma_requests').select('id').execute()).toHaveLength(before.length);
  });

  it.each([
    [{ naziv: '' }, 'Popunite sva polja!'],
    [{ adresa: undefined }, 'Popunite sva polja!'],
    [{ email: 'ana@firma.b' }, 'Unesite ispravnu Email adresu!'],
    [{ email: 'ana@firma.abcdefg' }, 'Unesite ispravnu Email adresu!'],
    [{ broj: '060 123 456' }, 'Unesite ispravan broj telefona.'],
    [{ broj: '+387 61 23 45' }, 'Unesite ispravan broj telefona.'],
    [{ posta: '7100' }, 'Unesite ispravan poštanski broj.'],
    [{ posta: 'abcde' }, 'Unesite ispravan poštanski broj.'],
  ])('answers 400 to %o with the message %s', async (change, message) => {
    const response = await request({
      products: [{ id_proizvoda: laptop, kolicina: 1 }],
      customer: { ...customer, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION' });
  });

  it('answers 400 without products, 404 for an unknown product', async () => {
    expect((await request({ products: [], customer })).statusCode).toBe(400);
    expect((await request({ customer })).statusCode).toBe(400);
    expect((await request({ products: [{ id_proizvoda: 999_999, kolicina: 1 }], customer })).statusCode).toBe(404);
  });
});
