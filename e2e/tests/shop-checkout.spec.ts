import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bankTransferRecipient, company, formatBankAccount } from '../../shared/src/site/company';
import { freePort } from '../support/freePort';
import { waitForEmail } from '../support/outbox';
import { type ShopServer, startShopServer } from '../support/shopServer';
import { expect, type Locator, type Page, test } from '../support/test';

/*
 * /plati and the order confirmation as a shopper meets them (issue 15), on a phone and a desktop: each error next to
 * its field and gone once corrected, the required terms, an R1 invoice, whether a card was charged, the bank
 * recipient's address. The emails are read from the outbox folder of a server started for this file.
 */

const APPROVED_CARD = '4242 4242 4242 4242';
const TERMS = /prihvatam uslove korišćenja/;
const R1 = { naziv_firme: 'Elektro Doboj d.o.o.', jib: '4401234567890', adresa_firme: 'Cara Dušana 5, 74000 Doboj' };

let server: ShopServer;
let origin: string;
const outbox = mkdtempSync(path.join(tmpdir(), 'shop-e2e-checkout-outbox-'));

test.beforeAll(async () => {
  const port = freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startShopServer(port, { OUTBOX_DIR: outbox, OUTBOX_POLL_MS: '200', SITE_URL: origin });
});
test.afterAll(() => server.stop());

let orders = 0;
const uniqueEmail = () => `kupac-${Date.now()}-${++orders}@example.ba`;

/** A returning visitor (no cookie banner over the buttons) with one product in the cart, on /plati. */
async function openPaymentWithProduct(page: Page) {
  await page.context().addCookies([{ name: 'cookiePreferences', value: 'necessary', url: origin }]);
  const [category] = (await (await page.request.get(`${origin}/api/getCategoriesForWebShop`)).json()) as {
    url_stranice: string;
  }[];
  const listing = await page.request.get(`${origin}/api/getCategoryProducts`, {
    params: { kategorija: category?.url_stranice ?? '' },
  });
  const { proizvodi } = (await listing.json()) as { proizvodi: { id_proizvoda: number; kolicina: number }[] };
  const product = proizvodi.find((candidate) => candidate.kolicina > 0);
  expect(product, 'a product in stock').toBeDefined();
  const added = await page.request.post(`${origin}/api/addToCart`, {
    form: { id: product?.id_proizvoda ?? 0, quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  await page.goto(`${origin}/plati`);
  return page.locator('[data-remote="checkout"]');
}

async function fillDelivery(payment: Locator, email: string) {
  for (const [label, value] of [
    ['Ime i prezime', 'Ana Anić'],
    ['Email', email],
    ['Broj telefona', '061 234 567'],
    ['Adresa', 'Titova 1'],
    ['Grad', 'Sarajevo'],
    ['Poštanski broj', '71000'],
  ] as const) {
    await payment.getByLabel(label, { exact: true }).fill(value);
  }
}

/** The field is marked invalid, its error is its accessible description and sits right under it. */
async function expectErrorUnder(field: Locator, message: string, anchor: Locator = field) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  const error = field.page().locator(`[id="${await field.getAttribute('aria-describedby')}"]`);
  await expect(error).toHaveText(message);
  const [box, errorBox] = [await anchor.boundingBox(), await error.boundingBox()];
  if (!box || !errorBox) throw new Error('the field or its error is not laid out');
  // Below it, within a line, and overlapping it horizontally: next to this field, not in a list elsewhere.
  expect(errorBox.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
  expect(errorBox.y - (box.y + box.height)).toBeLessThan(24);
  expect(errorBox.x).toBeLessThan(box.x + box.width);
  expect(errorBox.x + errorBox.width).toBeGreaterThan(box.x);
}

async function expectNoError(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid');
  await expect(field).not.toHaveAttribute('aria-describedby');
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('each error shows next to its field and clears once corrected; the terms are required', async ({ page }) => {
      const payment = await openPaymentWithProduct(page);
      await fillDelivery(payment, uniqueEmail());
      const postalCode = payment.getByLabel('Poštanski broj', { exact: true });
      const phone = payment.getByLabel('Broj telefona', { exact: true });
      const terms = payment.getByRole('checkbox', { name: TERMS });
      await expect(payment.getByRole('link', { name: 'uslove korišćenja' })).toHaveAttribute(
        'href',
        '/uslovi-koriscenja',
      );
      await postalCode.fill('710');
      await phone.fill('12');

      await payment.getByRole('button', { name: 'Naruči' }).click();
      // The first problem on the page is announced and focused; every problem is shown under its own field.
      // Checkout takes any BiH number (issue 25); its message says what a number looks like.
      const phoneFormat = 'Unesite broj telefona s pozivnim brojem, npr. 061 234 567, 033 123 456 ili +387 61 234 567.';
      await expect(page.getByRole('alert')).toContainText(phoneFormat);
      await expect(phone).toBeFocused();
      await expectErrorUnder(phone, phoneFormat);
      await expectErrorUnder(postalCode, 'Unesite ispravan poštanski broj.');
      const termsLabel = payment.locator('label').filter({ has: page.getByRole('checkbox', { name: TERMS }) });
      await expectErrorUnder(terms, 'Potrebno je prihvatiti uslove korišćenja.', termsLabel);
      await expect(page).toHaveURL(/\/plati$/);

      await phone.fill('033 123 456');
      await expectNoError(phone);
      await expectErrorUnder(postalCode, 'Unesite ispravan poštanski broj.');
      await postalCode.fill('71000');
      await expectNoError(postalCode);
      await terms.check();
      await expectNoError(terms);
      await expect(payment.getByText('Potrebno je prihvatiti uslove korišćenja.')).toHaveCount(0);
    });

    test('an R1 card order: the company on the confirmation and in the email, the card approved, no language switch', async ({
      page,
    }) => {
      const email = uniqueEmail();
      const payment = await openPaymentWithProduct(page);
      await fillDelivery(payment, email);
      await payment.getByLabel('Trebam R1 račun').check();
      const jib = payment.getByLabel('JIB (13 cifara)');
      await expect(jib).toHaveAttribute('maxlength', '13');
      await payment.getByLabel('Naziv firme').fill(R1.naziv_firme);
      await jib.fill('440123');
      await payment.getByRole('checkbox', { name: TERMS }).check();
      await payment.getByRole('button', { name: 'Naruči' }).click();
      await expectErrorUnder(jib, 'JIB firme ima tačno 13 cifara.');
      await expectErrorUnder(payment.getByLabel('Adresa sjedišta'), 'Unesite adresu sjedišta firme.');
      await jib.fill(R1.jib);
      await expectNoError(jib);
      await payment.getByLabel('Adresa sjedišta').fill(R1.adresa_firme);

      await payment.getByText('Platna kartica').click();
      await payment.getByLabel('Broj kartice').fill(APPROVED_CARD);
      await payment.getByLabel('Ime na kartici').fill('Ana Anić');
      await payment.getByLabel('Važi do (MM/GG)').fill('12/30');
      await payment.getByLabel('CVC').fill('123');
      await payment.getByRole('button', { name: 'Naruči' }).click();

      await expect(page).toHaveURL(/\/narudzba\/\d{4}-\d{6}$/);
      const number = (await payment.getByTestId('order-number').textContent()) ?? '';
      await expect(payment.getByTestId('payment-state')).toContainText('Plaćanje karticom je odobreno: naplaćeno je');
      const invoice = payment.getByTestId('r1-invoice');
      await expect(invoice).toContainText(R1.naziv_firme);
      await expect(invoice).toContainText(`JIB: ${R1.jib}`);
      await expect(invoice).toContainText(R1.adresa_firme);
      await expect(page.getByTestId('language-switch')).toHaveCount(0);

      const mail = await waitForEmail(outbox, email, /R1 račun glasi na:/);
      expect(mail.subject).toBe(`Potvrda narudžbe ${number}`);
      expect(mail.text).toContain(`R1 račun glasi na:\n${R1.naziv_firme}\nJIB: ${R1.jib}\n${R1.adresa_firme}`);
      expect(mail.text).toContain('Plaćeno karticom.');
    });

    test("a bank transfer's instructions name the company at its registered address, on the page and in the email", async ({
      page,
    }) => {
      const email = uniqueEmail();
      const payment = await openPaymentWithProduct(page);
      await fillDelivery(payment, email);
      await payment.getByText('Uplata na račun').click();
      await payment.getByRole('checkbox', { name: TERMS }).check();
      await payment.getByRole('button', { name: 'Naruči' }).click();

      await expect(page).toHaveURL(/\/narudzba\/\d{4}-\d{6}$/);
      await expect(payment.getByTestId('payment-state')).toContainText('Čekamo Vašu uplatu');
      const instructions = payment.getByRole('definition');
      await expect(instructions.first()).toHaveText(bankTransferRecipient);
      await expect(instructions.first()).toContainText(company.offices[0].street);
      await expect(instructions.nth(1)).toHaveText(formatBankAccount());
      await expect(payment.getByTestId('r1-invoice')).toHaveCount(0);
      await expect(page.getByTestId('language-switch')).toHaveCount(0);

      const mail = await waitForEmail(outbox, email, /Podaci za uplatu:/);
      expect(mail.text).toContain(`Primalac: ${bankTransferRecipient}\nRačun: ${formatBankAccount()}`);
    });
  });
}
