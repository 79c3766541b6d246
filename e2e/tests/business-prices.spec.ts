import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatPrice } from '../../shared/src/format/price';
import { registerConfirmedUser } from '../support/accounts';
import { newReturningVisitor } from '../support/consent';
import { DEMO_ADMIN } from '../support/demo';
import { freePort } from '../support/freePort';
import { linkIn, waitForEmail } from '../support/outbox';
import { signIn } from '../support/sharedModules';
import { type ShopServer, startShopServer } from '../support/shopServer';
import { expect, type Page, test } from '../support/test';

/*
 * Issue 27: an Admin makes a verified company with a buyer (#Firme, through the API) and writes its price list in the
 * panel's #Cjenovnici (1–4 pieces and 5+ pieces); the buyer sees their price with the shop's struck through and their
 * tiers on the product page, and the cart's unit price changes at 5 pieces. An anonymous visitor, and the
 * server-rendered page even with the buyer's cookie, show the shop's price only.
 */

const port = freePort();
const origin = `http://127.0.0.1:${port}`;
const outbox = mkdtempSync(path.join(tmpdir(), 'shop-e2e-business-prices-outbox-'));
const ARRIVAL = { timeout: 15_000 };
const BUYER = { name: 'Nabavka Firma', email: 'nabavka@firma-e2e.ba', password: 'Nabavka-lozinka-27' };
let server: ShopServer;

test.use({ baseURL: origin });
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startShopServer(port, { OUTBOX_DIR: outbox, OUTBOX_POLL_MS: '200', SITE_URL: origin });
});
test.afterAll(() => server?.stop());

interface Product {
  id_proizvoda: number;
  slug: string;
  naziv: string;
  kolicina: number;
  trenutna_cijena: number;
}

/** A product with at least 5 in stock and no sale, so the tiers are below its one shop price. */
async function productForTiers(page: Page): Promise<Product> {
  const highlights = (await (await page.request.get('/api/getWebshopHighlights')).json()) as Record<string, unknown>;
  const candidates = Object.values(highlights).flatMap((list) => (Array.isArray(list) ? (list as Product[]) : []));
  for (const candidate of candidates) {
    const answer = await (await page.request.get(`/api/proizvod/${encodeURIComponent(candidate.slug)}`)).json();
    const product = answer.product as Product & { naAkciji: number };
    if (product.kolicina >= 6 && product.naAkciji === 0 && product.trenutna_cijena >= 20) return product;
  }
  throw new Error('no product with 6 in stock and no sale in the demo data');
}

test('a company buyer pays the tier price from 5 pieces, with the shop price struck through; a visitor does not', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await newReturningVisitor(browser, origin);
  await signIn(admin, DEMO_ADMIN);
  const product = await productForTiers(admin);
  const regular = product.trenutna_cijena;
  const tierOne = Math.round(regular * 90) / 100;
  const tierFive = Math.round(regular * 80) / 100;

  await registerConfirmedUser(admin.request, origin, outbox, BUYER);
  const company = await admin.request.post('/api/admin/companies', {
    data: {
      name: 'Firma E2E d.o.o.',
      jib: '4200000000271',
      pdvNumber: '200000000271',
      seatAddress: 'Zmaja od Bosne 7, 71000 Sarajevo',
      deliveryAddresses: [],
      groupId: null,
      verified: true,
    },
  });
  expect(company.ok(), await company.text()).toBe(true);
  const companyId = ((await company.json()) as { id: number }).id;
  const linked = await admin.request.put(`/api/admin/companies/${companyId}/members`, {
    data: { email: BUYER.email, role: 'kupac' },
  });
  expect(linked.ok(), await linked.text()).toBe(true);

  // The price list, written in the panel as staff do.
  await admin.goto('/admin-panel#Cjenovnici');
  await expect(admin.getByRole('heading', { level: 1, name: 'Cjenovnici' })).toBeVisible(ARRIVAL);
  await admin.getByRole('button', { name: 'Novi cjenovnik' }).click();
  const editor = admin.getByRole('region', { name: 'Novi cjenovnik' });
  await editor.getByLabel('Naziv').fill('Firma E2E 2026');
  await editor.getByLabel('Firma', { exact: true }).selectOption({ label: 'Firma E2E d.o.o.' });
  await editor.getByLabel('Dodaj proizvod').fill(product.naziv.slice(0, 30));
  await editor.getByRole('listitem').filter({ hasText: product.naziv }).getByRole('button', { name: 'Dodaj' }).click();
  await editor.getByLabel(`Cijena (KM): ${product.naziv}`).fill(String(tierOne).replace('.', ','));
  await editor.getByRole('button', { name: `Dodaj prag količine za ${product.naziv}` }).click();
  await editor.getByLabel(`Od količine: ${product.naziv}`).nth(1).fill('5');
  await editor.getByLabel(`Popust (%): ${product.naziv}`).nth(1).fill('20');
  await editor.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Cjenovnik „Firma E2E 2026” je napravljen.' })).toBeVisible(
    ARRIVAL,
  );
  const row = admin.getByRole('row').filter({ hasText: 'Firma E2E 2026' });
  await expect(row).toContainText('Važi');
  await expect(row).toContainText('Firma E2E d.o.o.');

  // Its CSV: exported by the editor's link, and the same file imported back through the panel.
  const saved = admin.getByRole('region', { name: 'Cjenovnik: Firma E2E 2026' });
  const exportHref = await saved.getByRole('link', { name: 'Izvezi CSV' }).getAttribute('href');
  const csv = await (await admin.request.get(exportHref ?? '')).text();
  expect(csv).toContain('vrsta;sifra;naziv;od_kolicine;cijena_km;popust_posto');
  expect(csv).toContain(`;5;;20`);
  await saved
    .getByLabel('CSV datoteka')
    .setInputFiles({ name: 'cjenovnik.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await saved.getByRole('button', { name: 'Uvezi CSV' }).click();
  await expect(
    admin.getByRole('status').filter({ hasText: 'Cijene cjenovnika „Firma E2E 2026” su uvezene.' }),
  ).toBeVisible(ARRIVAL);
  for (const width of [390, 1440]) {
    await admin.setViewportSize({ width, height: 900 });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await saved.screenshot({ path: test.info().outputPath(`price-list-editor-${width}.png`) });
  }

  // The buyer: their price on the product page, after hydration.
  const buyer = await newReturningVisitor(browser, origin);
  await signIn(buyer, BUYER);
  await buyer.goto(`/proizvod/${encodeURIComponent(product.slug)}`);
  const buyerPrice = buyer.getByTestId('buyer-price').first();
  await expect(buyerPrice).toContainText(formatPrice(tierOne), ARRIVAL);
  await expect(buyerPrice.locator('s')).toHaveText(formatPrice(regular));
  const tiers = buyer.getByTestId('price-tiers').first();
  await expect(tiers).toContainText(`1–4 kom${formatPrice(tierOne)}`);
  await expect(tiers).toContainText(`5+ kom${formatPrice(tierFive)}`);

  // The server-rendered page, even asked with the buyer's cookie, carries the shop's price only.
  const html = await (
    await buyer.request.get(`/proizvod/${encodeURIComponent(product.slug)}`, { headers: { accept: 'text/html' } })
  ).text();
  expect(html).toContain(formatPrice(regular));
  expect(html).not.toContain(formatPrice(tierOne));
  expect(html).not.toContain(formatPrice(tierFive));

  // The cart: 4 pieces at the first tier, then 5 at the second.
  const added = await buyer.request.post('/api/addToCart', { form: { id: product.id_proizvoda, quantity: 4 } });
  expect(added.ok(), await added.text()).toBe(true);
  await buyer.goto('/korpa');
  const line = buyer.getByTestId('cart-line');
  await expect(line.getByTestId('unit-price')).toContainText(formatPrice(tierOne), ARRIVAL);
  await expect(line.getByTestId('unit-price').locator('s')).toHaveText(formatPrice(regular));
  await line.getByRole('button', { name: 'Povećaj količinu' }).click();
  await expect(line.getByTestId('unit-price')).toContainText(formatPrice(tierFive), ARRIVAL);
  await expect(line.getByTestId('line-total')).toHaveText(formatPrice(Math.round(tierFive * 5 * 100) / 100));
  await expect(line.getByTestId('price-tiers').locator('[aria-current="true"]')).toContainText('5+ kom');

  // An anonymous visitor: the shop's price, nothing struck through, no tiers.
  const visitor = await newReturningVisitor(browser, origin);
  await visitor.goto(`/proizvod/${encodeURIComponent(product.slug)}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(product.naziv, ARRIVAL);
  await expect(visitor.getByTestId('buyer-price')).toHaveCount(0);
  await expect(visitor.getByTestId('price-tiers')).toHaveCount(0);
  const visitorAdded = await visitor.request.post('/api/addToCart', {
    form: { id: product.id_proizvoda, quantity: 5 },
  });
  expect(visitorAdded.ok(), await visitorAdded.text()).toBe(true);
  await visitor.goto('/korpa');
  const visitorLine = visitor.getByTestId('cart-line');
  await expect(visitorLine.getByTestId('unit-price')).toHaveText(formatPrice(regular), ARRIVAL);
  await expect(visitorLine.getByTestId('unit-price').locator('s')).toHaveCount(0);
});

test('a company registers its business account; its administrator invites a colleague by email, who joins', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const administrator = { name: 'Selma Administratorka', email: 'selma@skola-e2e.ba', password: 'Selma-lozinka-2026' };
  const colleague = { name: 'Kemal Kolega', email: 'kemal@skola-e2e.ba', password: 'Kemal-lozinka-2026' };

  const page = await newReturningVisitor(browser, origin);
  await page.goto('/registracija');
  const form = page.locator('[data-remote="account"]');
  await form.getByLabel('Ime i prezime').fill(administrator.name);
  await form.getByLabel('Email').fill(administrator.email);
  await form.getByLabel('Lozinka', { exact: true }).fill(administrator.password);
  await form.getByLabel('Ponovite lozinku').fill(administrator.password);
  await form.getByLabel('Kupujem za firmu').check();
  await form.getByLabel('Naziv firme').fill('Škola E2E');
  await form.getByLabel('JIB').fill('4200000000272');
  await form.getByLabel('Otvaram poslovni račun firme').check();
  await form.getByLabel('Adresa sjedišta').fill('Titova 5, 71000 Sarajevo');
  await form.getByLabel('Prihvatam uslove korišćenja').check();
  await form.getByRole('button', { name: 'Registruj se' }).click();
  await expect(form.getByRole('status')).toContainText(administrator.email, ARRIVAL);
  const verification = await waitForEmail(outbox, administrator.email, /verify-account\//);
  const token = linkIn(verification, origin, /\/verify-account\/[A-Za-z0-9_-]{43}/)
    .split('/')
    .pop();
  expect((await page.request.post('/api/verifyAccount', { data: { token } })).ok()).toBe(true);

  await signIn(page, administrator);
  await page.goto('/korisnik/firma');
  const area = page.locator('[data-remote="account"]');
  await expect(area.getByRole('heading', { name: 'Škola E2E' })).toBeVisible(ARRIVAL);
  await expect(area).toContainText('Firmu još provjeravamo');
  await expect(area).toContainText('Vaša uloga: administrator');
  await area.getByLabel('Email kolege').fill(colleague.email);
  await area.getByRole('button', { name: 'Pošalji pozivnicu' }).click();
  await expect(area.getByRole('status')).toContainText(`Pozivnica je poslana na ${colleague.email}`, ARRIVAL);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`company-page-${width}.png`), fullPage: true });
  }

  const invitation = await waitForEmail(outbox, colleague.email, /korisnik\/firma\/pridruzivanje\//);
  expect(invitation.subject).toBe('Poziv u firmu Škola E2E na IT Shop');
  const link = linkIn(invitation, origin, /\/korisnik\/firma\/pridruzivanje\/[A-Za-z0-9_-]{43}/);

  await registerConfirmedUser(page.request, origin, outbox, colleague);
  const joining = await newReturningVisitor(browser, origin);
  await signIn(joining, colleague);
  await joining.goto(link);
  const joined = joining.locator('[data-remote="account"]');
  await expect(joined.getByRole('status')).toHaveText('Pridružili ste se firmi Škola E2E.', ARRIVAL);
  await expect(joined).toContainText(`${colleague.name} · ${colleague.email} · kupac`);
  await expect(joined).toContainText(`${administrator.name} · ${administrator.email} · administrator`);
});
