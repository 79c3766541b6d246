import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SAMPLE_DELIVERY_DETAILS } from '@shop/shared/fixtures';
import { createEmailTransport, emlFileName } from '../../outbox/transport';
import { deliverDueEmails } from '../../outbox/worker';
import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession, insertUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { changeOrderStatus } from './order-status';

const SITE = 'https://shop.example.ba';

describe.each(testDatabases())('order emails on $name', (database) => {
  let t: TestApp;
  let productId: number;

  beforeAll(async () => {
    t = await startTestApp(database, { rateLimit: { enabled: false }, site: { url: SITE } });
    const ids = await insertCatalogSkeleton(t.db);
    productId = await insertProduct(t.db, {
      subcategory_id: ids.desktopsId,
      manufacturer_id: ids.manufacturerId,
      slug: 'laptop-za-email',
      name: 'Laptop <Pro> 14',
      stock: 50,
      price_minor: 150_000,
    });
  });
  afterAll(() => t.close());

  /** Places an order (by bank transfer) of two laptops; returns the order's id and recorded language. */
  async function placeOrder(email: string, language: 'sr' | 'en', userId: number | null = null) {
    const session = await insertSession(t.db, userId);
    // A signed-in customer's cart is the account's, a guest's the session's.
    const owner = userId === null ? { session_id: session.id } : { user_id: userId };
    await t.db
      .insertInto('cart_items')
      .values({ ...owner, product_id: productId, quantity: 2 })
      .execute();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/placeOrder',
      headers: { cookie: session.cookie, 'accept-language': language },
      payload: { uslovi: true, nacin_placanja: 'uplatnica', bodovi: 0, kupac: { ...SAMPLE_DELIVERY_DETAILS, email } },
    });
    expect(placed.statusCode).toBe(200);
    const order = await t.db
      .selectFrom('orders')
      .select(['id', 'language'])
      .where('number', '=', placed.json().broj)
      .executeTakeFirstOrThrow();
    return order;
  }

  const lastMailTo = (to: string) =>
    t.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  it("writes a guest's confirmation in the order's language, as HTML with a text part, pictures, prices and the claim link", async () => {
    const email = 'guest-en@example.ba';
    const order = await placeOrder(email, 'en');
    expect(order.language).toBe('en');

    const mail = await lastMailTo(email);
    expect(mail.subject).toMatch(/^Order confirmation /);
    const html = mail.html_body ?? '';
    expect(html).toContain('<html lang="en">');
    // The shop's name and colours, the product's picture and page, its price; the name is escaped.
    expect(html).toContain('#14213d');
    expect(html).toContain(`src="${SITE}/slike/proizvodi/laptop-za-email.svg"`);
    expect(html).toContain('Laptop &#60;Pro&#62; 14');
    expect(html).toContain('3.000,00 KM');
    expect(html).toMatch(new RegExp(`href="${SITE}/en/register/[A-Za-z0-9_-]{43}"`));
    // The plain-text part says the same: lines, sums, payment details and the link.
    expect(mail.text_body).toContain('Dear ');
    expect(mail.text_body).toContain('2 × Laptop <Pro> 14: 3.000,00 KM');
    expect(mail.text_body).toContain('Payment details:');
    expect(mail.text_body).toMatch(new RegExp(`${SITE}/en/register/[A-Za-z0-9_-]{43}`));

    // Delivered without SMTP, the .eml is multipart/alternative: the text part first, then the HTML.
    const directory = await mkdtemp(path.join(tmpdir(), 'order-mail-'));
    await deliverDueEmails(t.db, createEmailTransport({ directory }), { from: 'IT Shop <noreply@itshop.ba>' });
    const eml = await readFile(path.join(directory, emlFileName(mail.id, mail.created_at)), 'utf8');
    expect(eml).toMatch(/Content-Type: multipart\/alternative/);
    expect(eml.indexOf('Content-Type: text/plain')).toBeGreaterThan(-1);
    expect(eml.indexOf('Content-Type: text/html')).toBeGreaterThan(eml.indexOf('Content-Type: text/plain'));
  });

  it("links a customer's confirmation to the order in the account, in Serbian", async () => {
    const email = 'kupac-sr@example.ba';
    const userId = await insertUser(t.db, { email, password: 'Lozinka123!' });
    const order = await placeOrder(email, 'sr', userId);
    expect(order.language).toBe('sr');
    const mail = await lastMailTo(email);
    expect(mail.subject).toMatch(/^Potvrda narudžbe /);
    expect(mail.html_body).toContain('<html lang="sr">');
    expect(mail.html_body).toContain(`href="${SITE}/korisnik/narudzbe/${order.id}"`);
    expect(mail.text_body).toContain(`Pogledajte narudžbu u svom nalogu: ${SITE}/korisnik/narudzbe/${order.id}`);
  });

  it('tells the courier, the tracking number and its link on "poslana", in the language the order was placed in', async () => {
    const email = 'tracking-en@example.ba';
    const userId = await insertUser(t.db, { email, password: 'Lozinka123!' });
    const order = await placeOrder(email, 'en', userId);
    await changeOrderStatus(t.app.writeCatalog, order.id, 'potvrđena', { siteUrl: SITE });
    const shipment = {
      courier: 'EuroExpress',
      trackingNumber: 'EE123456789BA',
      trackingUrl: 'https://tracking.example.ba/EE123456789BA',
    };
    await changeOrderStatus(t.app.writeCatalog, order.id, 'poslana', { siteUrl: SITE, shipment });

    const mail = await lastMailTo(email);
    expect(mail.subject).toMatch(/ is shipped$/);
    expect(mail.text_body).toContain('Courier: EuroExpress');
    expect(mail.text_body).toContain(`Tracking number: EE123456789BA (${shipment.trackingUrl})`);
    expect(mail.html_body).toContain(`href="${shipment.trackingUrl}"`);
    // An English order: its account link opens the English order page (issue 26).
    expect(mail.html_body).toContain(`href="${SITE}/en/account/orders/${order.id}"`);
    const stored = await t.db
      .selectFrom('orders')
      .select(['courier', 'tracking_number', 'tracking_url'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      courier: 'EuroExpress',
      tracking_number: 'EE123456789BA',
      tracking_url: shipment.trackingUrl,
    });
  });
});
