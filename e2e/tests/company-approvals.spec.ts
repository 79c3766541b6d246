import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatPrice } from '../../shared/src/format/price';
import { registerConfirmedUser } from '../support/accounts';
import { newReturningVisitor } from '../support/consent';
import { DEMO_ADMIN } from '../support/demo';
import { freePort } from '../support/freePort';
import { waitForEmail } from '../support/outbox';
import { signIn } from '../support/sharedModules';
import { type ShopServer, startShopServer } from '../support/shopServer';
import { expect, type Page, test } from '../support/test';

/*
 * Decision 023: a company administrator sets an approval limit on the account's company page; a buyer's order above
 * it waits (the waiting screen instead of the confirmation), the administrator is emailed, approves it in the account
 * area, and the order appears among the buyer's orders. The new screens at 390 and 1440 px (no sideways scroll).
 */

const port = freePort();
const origin = `http://127.0.0.1:${port}`;
const outbox = mkdtempSync(path.join(tmpdir(), 'shop-e2e-approvals-outbox-'));
const ARRIVAL = { timeout: 15_000 };
const APPROVER = { name: 'Lejla Odobravač', email: 'lejla@odobrenja-e2e.ba', password: 'Lejla-lozinka-2026' };
const BUYER = { name: 'Tarik Kupac', email: 'tarik@odobrenja-e2e.ba', password: 'Tarik-lozinka-2026' };
let server: ShopServer;

test.use({ baseURL: origin });
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startShopServer(port, { OUTBOX_DIR: outbox, OUTBOX_POLL_MS: '200', SITE_URL: origin });
});
test.afterAll(() => server?.stop());

/** A product in stock worth more than the limit (so one piece waits). */
async function productAbove(page: Page, km: number): Promise<{ id_proizvoda: number; naziv: string }> {
  const highlights = (await (await page.request.get('/api/getWebshopHighlights')).json()) as Record<string, unknown>;
  type Product = { id_proizvoda: number; naziv: string; kolicina: number; trenutna_cijena: number };
  const candidates = Object.values(highlights).flatMap((list) => (Array.isArray(list) ? (list as Product[]) : []));
  const product = candidates.find((candidate) => candidate.kolicina >= 2 && candidate.trenutna_cijena > km);
  if (!product) throw new Error(`no product above ${km} KM in stock in the demo data`);
  return product;
}

/** Neither screen scrolls sideways; each is kept as a picture at both widths. */
async function lookAt(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('a buyer’s order above the company’s limit waits; the administrator is emailed and approves it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const staff = await newReturningVisitor(browser, origin);
  await signIn(staff, DEMO_ADMIN);
  for (const user of [APPROVER, BUYER]) await registerConfirmedUser(staff.request, origin, outbox, user);
  const company = await staff.request.post('/api/admin/companies', {
    data: {
      name: 'Odobrenja E2E d.o.o.',
      jib: '4200000000273',
      pdvNumber: null,
      seatAddress: 'Titova 9, 71000 Sarajevo',
      deliveryAddresses: [],
      groupId: null,
      verified: true,
    },
  });
  expect(company.ok(), await company.text()).toBe(true);
  const companyId = ((await company.json()) as { id: number }).id;
  for (const [user, role] of [
    [APPROVER, 'administrator'],
    [BUYER, 'kupac'],
  ] as const) {
    const linked = await staff.request.put(`/api/admin/companies/${companyId}/members`, {
      data: { email: user.email, role },
    });
    expect(linked.ok(), await linked.text()).toBe(true);
  }

  // The administrator sets the limit on the company page.
  const approver = await newReturningVisitor(browser, origin);
  await signIn(approver, APPROVER);
  await approver.goto('/korisnik/firma');
  const limitPanel = approver.getByRole('region', { name: 'Odobrenje narudžbi' });
  await limitPanel.getByLabel('Granica za odobrenje (KM s PDV-om)').fill('50');
  await limitPanel.getByRole('button', { name: 'Sačuvaj granicu' }).click();
  await expect(limitPanel.getByRole('status')).toHaveText('Granica je sačuvana.', ARRIVAL);
  await expect(limitPanel).toContainText(`Narudžbe kupaca iznad ${formatPrice(50)} čekaju odobrenje administratora.`);
  await lookAt(approver, 'company-limit');

  // The buyer orders above it: /plati says the order will wait, and the waiting screen follows.
  const buyer = await newReturningVisitor(browser, origin);
  await signIn(buyer, BUYER);
  const product = await productAbove(buyer, 60);
  const added = await buyer.request.post('/api/addToCart', { form: { id: product.id_proizvoda, quantity: 1 } });
  expect(added.ok(), await added.text()).toBe(true);
  await buyer.goto('/plati');
  const payment = buyer.locator('[data-remote="checkout"]');
  await expect(payment.getByTestId('approval-notice')).toContainText(formatPrice(50), ARRIVAL);
  await expect(payment.getByRole('radio', { name: /Kartica/ })).toHaveCount(0);
  await lookAt(buyer, 'payment-approval-notice');
  for (const [label, value] of [
    ['Ime i prezime', BUYER.name],
    ['Email', BUYER.email],
    ['Broj telefona', '061 234 567'],
    ['Adresa', 'Titova 9'],
    ['Grad', 'Sarajevo'],
    ['Poštanski broj', '71000'],
  ] as const) {
    await payment.getByLabel(label, { exact: true }).fill(value);
  }
  await payment.getByRole('checkbox', { name: /prihvatam uslove korišćenja/ }).check();
  await payment.getByRole('button', { name: 'Naruči' }).click();
  const waiting = buyer.getByTestId('approval-waiting');
  await expect(waiting.getByRole('heading', { level: 1 })).toHaveText('Narudžba čeka odobrenje', ARRIVAL);
  await expect(waiting).toContainText(`granice vaše firme (${formatPrice(50)})`);
  await lookAt(buyer, 'approval-waiting');

  // The administrator's email links to the approvals page.
  const notice = await waitForEmail(outbox, APPROVER.email, /odobrenja/);
  expect(notice.subject).toContain(`Narudžba čeka vaše odobrenje: ${BUYER.name}`);
  expect(notice.text).toContain(`${origin}/korisnik/firma/odobrenja`);

  // The administrator approves it in the account area.
  await approver.goto('/korisnik/firma/odobrenja');
  const request = approver.getByTestId('approval-request').first();
  await expect(request).toContainText('Čeka odobrenje', ARRIVAL);
  await expect(request).toContainText(product.naziv);
  await lookAt(approver, 'approvals-waiting');
  await request.getByRole('button', { name: 'Odobri narudžbu' }).click();
  await expect(request.getByRole('status')).toContainText('je napravljena', ARRIVAL);
  await expect(request).toContainText('Odobreno');
  const number = /Narudžba (\S+) je napravljena/.exec((await request.getByRole('status').textContent()) ?? '')?.[1];
  expect(number).toBeTruthy();
  await lookAt(approver, 'approvals-decided');

  // The order is the buyer's: among their orders, and confirmed by email.
  await buyer.goto('/korisnik/narudzbe');
  await expect(buyer.getByTestId('my-order').first()).toContainText(number ?? '', ARRIVAL);
  await waitForEmail(outbox, BUYER.email, new RegExp(number ?? 'no order'));
  await buyer.goto('/korisnik/firma/odobrenja');
  await expect(buyer.getByTestId('approval-request').first()).toContainText('Odobreno', ARRIVAL);
  await lookAt(buyer, 'approvals-buyer');
});
