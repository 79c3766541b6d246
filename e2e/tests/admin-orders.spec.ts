import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newReturningVisitor } from '../support/consent';
import { DEMO_ADMIN } from '../support/demo';
import { freePort } from '../support/freePort';
import { waitForEmail } from '../support/outbox';
import { signIn } from '../support/sharedModules';
import { type ShopServer, startShopServer } from '../support/shopServer';
import { expect, type Page, test } from '../support/test';

/*
 * Issue 11: a customer orders in the shop; an Admin moves the order nova → potvrđena → poslana → isporučena in the
 * panel's #Narudzbe, the timeline shows each step, and each step's email to the customer lands in the outbox folder
 * of a server started for this file.
 */

const port = freePort();
const origin = `http://127.0.0.1:${port}`;
const outbox = mkdtempSync(path.join(tmpdir(), 'shop-e2e-admin-orders-outbox-'));
let server: ShopServer;

test.use({ baseURL: origin });
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startShopServer(port, { OUTBOX_DIR: outbox, OUTBOX_POLL_MS: '200', SITE_URL: origin });
});
test.afterAll(() => server?.stop());

/** The first category's first product in stock (the demo data, fresh per server). */
async function productInStock(page: Page): Promise<number> {
  const [category] = (await (await page.request.get('/api/getCategoriesForWebShop')).json()) as {
    url_stranice: string;
  }[];
  const listing = await page.request.get('/api/getCategoryProducts', {
    params: { kategorija: category?.url_stranice ?? '' },
  });
  const { proizvodi } = (await listing.json()) as { proizvodi: { id_proizvoda: number; kolicina: number }[] };
  const product = proizvodi.find((candidate) => candidate.kolicina > 0);
  expect(product, 'a product in stock').toBeDefined();
  return product?.id_proizvoda ?? 0;
}

/** Puts a product in stock into the cart and orders it on /plati, cash on delivery; the order number. */
async function orderAsCustomer(page: Page, email: string): Promise<string> {
  const added = await page.request.post('/api/addToCart', { form: { id: await productInStock(page), quantity: 1 } });
  expect(added.ok()).toBe(true);

  await page.goto('/plati');
  const payment = page.locator('[data-remote="checkout"]');
  for (const [label, value] of [
    ['Ime i prezime', 'Lejla Kovač'],
    ['Email', email],
    ['Broj telefona', '061 234 567'],
    ['Adresa', 'Titova 1'],
    ['Grad', 'Sarajevo'],
    ['Poštanski broj', '71000'],
  ] as const) {
    await payment.getByLabel(label, { exact: true }).fill(value);
  }
  await payment.getByText('Plaćanje pouzećem', { exact: true }).click();
  await payment.getByRole('checkbox', { name: /prihvatam uslove korišćenja/ }).check();
  await payment.getByRole('button', { name: 'Naruči' }).click();
  await expect(page).toHaveURL(/\/narudzba\/\d{4}-\d{6}$/);
  return (await payment.getByTestId('order-number').textContent())?.trim() ?? '';
}

test('an Admin moves a shop order nova → isporučena in the panel; the timeline and the customer emails follow', async ({
  browser,
}) => {
  const email = `kupac-${Date.now()}@example.ba`;
  const customer = await newReturningVisitor(browser, origin);
  const number = await orderAsCustomer(customer, email);
  expect(number).toMatch(/^\d{4}-\d{6}$/);
  await waitForEmail(outbox, email, new RegExp(`Broj narudžbe: ${number}`));

  const admin = await newReturningVisitor(browser, origin);
  await signIn(admin, DEMO_ADMIN);
  await admin.goto(`/admin-panel?search=${number}#Narudzbe`);
  const panel = admin.locator('[data-remote="admin"]');
  await expect(panel.getByRole('heading', { level: 1, name: 'Narudžbe' })).toBeVisible();
  await expect(panel.getByRole('tab', { name: /Nova/ })).toContainText('1');
  const table = panel.getByRole('table', { name: 'Narudžbe' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: number }).click();

  const detail = panel.getByTestId('order-detail');
  const timeline = detail.getByTestId('order-timeline');
  await expect(detail.getByRole('heading', { name: `Narudžba ${number}` })).toBeVisible();
  await expect(detail.getByTestId('order-status')).toHaveText('Nova');
  await expect(timeline.getByRole('listitem')).toHaveText([/^Nova/]);
  // Only the legal next step and cancelling are offered.
  await expect(detail.getByRole('button', { name: /^Označi:/ })).toHaveText(['Označi: Potvrđena']);
  await expect(detail.getByRole('button', { name: 'Otkaži narudžbu' })).toBeVisible();

  const steps = [
    ['Potvrđena', 'je potvrđena'],
    ['Poslana', 'je predata kuriru'],
    ['Isporučena', 'je isporučena'],
  ] as const;
  for (const [index, [status, mailText]] of steps.entries()) {
    // Each step emails the customer, so the panel asks first; cancelling the question changes nothing.
    await detail.getByRole('button', { name: `Označi: ${status}` }).click();
    const confirm = admin.getByRole('dialog', { name: `Označiti narudžbu ${number} kao „${status}”?` });
    await expect(confirm).toContainText(`Kupac dobija email o novom statusu na adresu ${email}.`);
    if (index === 0) {
      await confirm.getByRole('button', { name: 'Odustani' }).click();
      await expect(confirm).toBeHidden();
      await expect(detail.getByTestId('order-status')).toHaveText('Nova');
      await detail.getByRole('button', { name: `Označi: ${status}` }).click();
      await admin.screenshot({ path: test.info().outputPath('order-status-confirm.png') });
    }
    if (status === 'Poslana') {
      // Shipping asks for the parcel: without the courier and tracking number the dialog stays open.
      await confirm.getByRole('button', { name: `Da, označi: ${status}` }).click();
      await expect(confirm.getByText('Unesite kurirsku službu.')).toBeVisible();
      await confirm.getByLabel('Kurirska služba').fill('EuroExpress');
      await confirm.getByLabel('Broj pošiljke').fill('EE123456789BA');
      await confirm.getByLabel('Link za praćenje (nije obavezan)').fill('https://track.example.ba/EE123456789BA');
    }
    await confirm.getByRole('button', { name: `Da, označi: ${status}` }).click();
    await expect(confirm).toBeHidden();
    await expect(detail.getByTestId('order-status')).toHaveText(status);
    await expect(timeline.getByRole('listitem')).toHaveCount(index + 2);
    await expect(timeline.getByRole('listitem').last()).toContainText(status);
    const mail = await waitForEmail(outbox, email, new RegExp(`${number} ${mailText}`));
    expect(mail.subject).toBe(`Narudžba ${number} je ${status.toLowerCase()}`);
    if (status === 'Poslana') {
      expect(mail.text).toContain('Kurir: EuroExpress');
      expect(mail.html).toContain('href="https://track.example.ba/EE123456789BA"');
      await expect(detail.getByRole('link', { name: 'EE123456789BA' })).toHaveAttribute(
        'href',
        'https://track.example.ba/EE123456789BA',
      );
    }
  }
  await expect(timeline.getByRole('listitem')).toHaveText([/^Nova/, /^Potvrđena/, /^Poslana/, /^Isporučena/]);
  await expect(detail.getByText('Narudžba je u završnom statusu.')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Otkaži narudžbu' })).toHaveCount(0);
  await expect(panel.getByRole('tab', { name: /Isporučena/ })).toContainText('1');
  await admin.screenshot({ path: test.info().outputPath('order-delivered.png'), fullPage: true });
});

test('an Admin answers a pro-forma request (PDF, a reply emailed from the panel) and handles a contact message', async ({
  browser,
}) => {
  const visitor = await newReturningVisitor(browser, origin);
  const company = `Nabavka ${Date.now()} d.o.o.`;
  const requested = await visitor.request.post('/api/zatraziPredracun', {
    data: {
      data: {
        products: [{ id_proizvoda: await productInStock(visitor), kolicina: 1 }],
        customer: {
          naziv: company,
          jib: '4400000000001',
          kontakt: 'Ana Anić',
          email: 'nabavka@example.ba',
          grad: 'Sarajevo',
          posta: '71000',
          adresa: 'Titova 1',
          broj: '061 234 567',
        },
      },
    },
  });
  expect(requested.ok(), await requested.text()).toBe(true);
  const { broj_predracuna: proformaNumber } = await requested.json();
  const subject = `Upit ${Date.now()}`;
  const sent = await visitor.request.post('/api/contact', {
    data: { name: 'Marko Marić', email: 'marko@example.ba', subject, message: 'Imate li ovaj monitor u bijeloj boji?' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  const admin = await newReturningVisitor(browser, origin);
  await signIn(admin, DEMO_ADMIN);
  const panel = admin.locator('[data-remote="admin"]');

  await admin.goto(`/admin-panel?search=${encodeURIComponent(company)}#Predracuni`);
  const proformas = panel.getByRole('table', { name: 'Zahtjevi za predračun' });
  await expect(proformas.getByRole('row').nth(1)).toContainText('Čeka odgovor');
  await proformas.getByRole('button', { name: proformaNumber }).click();
  const proforma = panel.getByTestId('proforma-detail');
  await expect(proforma).toContainText(company);
  const pdfLink = proforma.getByRole('link', { name: 'Predračun (PDF)' });
  const pdf = await admin.request.get((await pdfLink.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // The answer is an email from the panel (stored and audited), not a mailto link; the request counts as answered.
  const answer = `Poštovana, monitori su dostupni za isporuku za tri dana (${Date.now()}).`;
  await proforma.getByRole('button', { name: 'Pošalji odgovor' }).click();
  await expect(proforma.getByText('Poruka mora imati najmanje 10 znakova.')).toBeVisible();
  await proforma.getByLabel(/^Odgovor \(šalje se na nabavka@example\.ba/).fill(answer);
  await proforma.getByRole('button', { name: 'Pošalji odgovor' }).click();
  await expect(proforma.getByTestId('proforma-answered')).toContainText(DEMO_ADMIN.email);
  await expect(proforma.getByRole('region', { name: 'Odgovori kupcu' })).toContainText(answer);
  const reply = await waitForEmail(outbox, 'nabavka@example.ba', new RegExp(answer.replace(/[()]/g, '\\$&')));
  expect(reply.subject).toBe(`Odgovor na upit za predračun ${proformaNumber}`);
  expect(reply.html).toContain('<html lang="sr">');
  await expect(proformas.getByRole('row').nth(1)).toContainText('Odgovoren');

  await admin.goto(`/admin-panel?search=${encodeURIComponent(subject)}#Poruke`);
  const messages = panel.getByRole('table', { name: 'Poruke sa kontakt stranice' });
  await expect(messages.getByRole('row').nth(1)).toContainText('Neobrađena');
  await messages.getByRole('button', { name: subject }).click();
  const message = panel.getByTestId('message-detail');
  await expect(message).toContainText('Imate li ovaj monitor u bijeloj boji?');
  await message.getByRole('button', { name: 'Označi kao obrađenu' }).click();
  await expect(message.getByTestId('message-handled')).toContainText(DEMO_ADMIN.email);
  await expect(messages.getByRole('row').nth(1)).toContainText('Obrađena');
});
