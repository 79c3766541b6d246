import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatPrice } from '../../shared/src/format/price';
import { en, sr } from '../../shared/src/i18n/dictionaries';
import { sitePaths } from '../../shared/src/site/paths';
import { DEMO_CUSTOMER, DEMO_CUSTOMER_DELIVERY } from '../support/demo';
import { freePort } from '../support/freePort';
import { waitForEmail } from '../support/outbox';
import { expectServerRendered, htmlText, pageHtml } from '../support/serverHtml';
import { type ShopServer, startShopServer } from '../support/shopServer';
import { expect, type Page, test } from '../support/test';

/*
 * Issue 26, the shop in English: an English visitor goes from /en/ through the webshop, a product, the cart and the
 * checkout to the confirmation and its email without meeting a Serbian interface text or a Serbian link. The texts
 * are read from the Serbian dictionary (those that differ in English); product data (names, categories) is the
 * catalogue's, in Serbian until staff fill the English fields, so it is left out of the scan.
 */

const english = sitePaths('en');
let server: ShopServer;
let origin: string;
const outbox = mkdtempSync(path.join(tmpdir(), 'shop-e2e-english-outbox-'));

test.beforeAll(async () => {
  const port = freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startShopServer(port, { OUTBOX_DIR: outbox, OUTBOX_POLL_MS: '200', SITE_URL: origin });
});
test.afterAll(() => server.stop());

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholePhrase = (text: string) => new RegExp(`(?<!\\p{L})${escapeRegExp(text)}(?!\\p{L})`, 'u');

/**
 * The Serbian interface texts an English page must not show: every Serbian dictionary text that differs from its
 * English one, cut at its `{placeholders}`, minus fragments the English texts use too (brand and format words).
 */
const SERBIAN_TEXTS: { text: string; pattern: RegExp }[] = (() => {
  const english = Object.values(en).join('\n');
  const fragments = Object.entries(sr)
    .filter(([key, text]) => text !== en[key as keyof typeof en])
    .flatMap(([, text]) => text.split(/\{\w+\}/))
    .map((fragment) => fragment.trim().replace(/^[,.:;–-]\s*|\s*[,.:;–-]$/g, ''))
    .filter((fragment) => fragment.length >= 4 && /\p{L}{3}/u.test(fragment));
  return [...new Set(fragments)]
    .filter((fragment) => !wholePhrase(fragment).test(english))
    .map((text) => ({ text, pattern: wholePhrase(text) }));
})();

/** The page's visible text and the interface texts in its attributes, without the product data in it. */
async function interfaceText(page: Page, productData: string[]): Promise<string> {
  const text = await page.evaluate(() => {
    const attributes = Array.from(document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')).flatMap(
      (element) => ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees (not the state script's JSON)
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
  return productData.reduce((rest, data) => rest.split(data).join(' '), text);
}

async function expectNoSerbian(page: Page, productData: string[] = []) {
  const text = await interfaceText(page, productData);
  const found = SERBIAN_TEXTS.filter(({ pattern }) => pattern.test(text)).map(({ text: serbian }) => serbian);
  expect(found, `Serbian interface texts on ${page.url()}`).toEqual([]);
}

/** Every link to a page of the site stays in English (`/en/…`); none leads to a Serbian page (API files aside). */
async function expectEnglishLinks(page: Page) {
  const hrefs = await page
    .locator('a[href^="/"]:not([href^="/api/"])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(
    hrefs.filter((href) => !href?.startsWith('/en/')),
    `Serbian links on ${page.url()}`,
  ).toEqual([]);
  await expect(page.getByTestId('language-switch')).toHaveCount(0);
}

interface ListedProduct {
  id_proizvoda: number;
  naziv: string;
  slug: string;
  kolicina: number;
  trenutna_cijena: number;
}

/** A product in stock of the first category (the one its page lists first), with the category's data. */
async function productInStock(page: Page) {
  const [category] = (await (await page.request.get(`${origin}/api/getCategoriesForWebShop`)).json()) as {
    url_stranice: string;
    naziv_kategorije: string;
    podkategorije?: { naziv_podkategorije: string }[];
  }[];
  if (!category) throw new Error('the demo shop has categories');
  const listing = await page.request.get(`${origin}/api/getCategoryProducts`, {
    params: { kategorija: category.url_stranice },
  });
  const { proizvodi } = (await listing.json()) as { proizvodi: ListedProduct[] };
  const product = proizvodi.find((candidate) => candidate.kolicina > 0);
  if (!product) throw new Error('a product in stock');
  return { category, product, listedNames: proizvodi.map((item) => item.naziv) };
}

test('an English visitor shops from /en/ to the order email in English, on English paths only', async ({ page }) => {
  test.setTimeout(120_000);
  await page.context().addCookies([{ name: 'cookiePreferences', value: 'necessary', url: origin }]);
  const { category, product, listedNames } = await productInStock(page);
  const categories = (await (await page.request.get(`${origin}/api/getCategoriesForWebShop`)).json()) as {
    naziv_kategorije: string;
  }[];
  const data = [...categories.map((item) => item.naziv_kategorije), ...listedNames];

  await page.goto(`${origin}/en/`);
  await expectNoSerbian(page, data);
  await page.getByRole('banner').getByRole('link', { name: 'Webshop', exact: true }).first().click();
  await expect(page).toHaveURL(`${origin}/en/webshop`);
  await expect(page.locator('[data-remote="catalog"]').first()).toBeVisible();
  await expectEnglishLinks(page);

  await page
    .locator(`main a[href="${english.category(category.url_stranice)}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(`${origin}${english.category(category.url_stranice)}`);
  await expect(page.locator(`a[href="${english.product(product.slug)}"]`).first()).toBeVisible();
  await expectEnglishLinks(page);
  await expectNoSerbian(page, data);

  await page
    .locator(`a[href="${english.product(product.slug)}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(`${origin}${english.product(product.slug)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.naziv);
  await expectEnglishLinks(page);
  await expectNoSerbian(page, data);

  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(`${origin}/en/cart`);
  await expect(page.locator('[data-remote="checkout"]').getByText(product.naziv)).toBeVisible();
  await expectEnglishLinks(page);
  await expectNoSerbian(page, data);

  await page.getByRole('link', { name: 'Proceed to payment' }).click();
  await expect(page).toHaveURL(`${origin}/en/checkout`);
  const payment = page.locator('[data-remote="checkout"]');
  const email = `english-${Date.now()}@example.ba`;
  for (const [label, value] of [
    ['Full name', 'Jane Smith'],
    ['Email', email],
    ['Phone number', '061 234 567'],
    ['Address', 'Titova 1'],
    ['City', 'Sarajevo'],
    ['Postal code', '71000'],
  ] as const) {
    await payment.getByLabel(label, { exact: true }).fill(value);
  }
  await payment.getByRole('checkbox', { name: /I have read and accept the terms of use/ }).check();
  await expect(payment.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/en/terms-of-use');
  await expectEnglishLinks(page);
  await expectNoSerbian(page, data);
  await payment.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/en\/order\/\d{4}-\d{6}$/);
  const number = (await payment.getByTestId('order-number').textContent()) ?? '';
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expectEnglishLinks(page);
  await expectNoSerbian(page, data);

  // The order was placed in English (its language), so its confirmation is English, with English links.
  const mail = await waitForEmail(outbox, email, new RegExp(escapeRegExp(number)));
  expect(mail.subject).toBe(`Order confirmation ${number}`);
  const mailText = data.reduce((rest, item) => rest.split(item).join(' '), mail.text);
  expect(SERBIAN_TEXTS.filter(({ pattern }) => pattern.test(mailText)).map(({ text }) => text)).toEqual([]);
  expect(mail.html).toContain(`${origin}${english.product(product.slug)}`);
  expect(mail.html).not.toContain(`${origin}/proizvod/`);
  expect(mail.text).toContain(`${origin}/en/register/`);
});

test('/en/product/{slug} without JavaScript holds the product, its price, its twin and its English head', async ({
  page,
}) => {
  const { product } = await productInStock(page);
  const html = await pageHtml(page.request, `${origin}${english.product(product.slug)}`);
  expectServerRendered(html, english.product(product.slug));
  expect(html).toContain('<html lang="en"');
  expect(html).toContain(`>${htmlText(product.naziv)}</h1>`);
  expect(html).toContain(formatPrice(product.trenutna_cijena));
  expect(html).toContain('Add to cart');
  expect(html).not.toContain('Dodaj u korpu');
  const englishUrl = `${origin}${english.product(product.slug)}`;
  expect(html).toContain(`<link rel="canonical" href="${englishUrl}"`);
  expect(html).toContain(
    `<link rel="alternate" hreflang="sr" href="${origin}${sitePaths('sr').product(product.slug)}"`,
  );
  expect(html).toContain(`<link rel="alternate" hreflang="en" href="${englishUrl}"`);
  expect(html).toContain('"inLanguage":"en"');

  // The scan that guards the English pages finds the Serbian texts on the Serbian twin.
  const serbian = await pageHtml(page.request, `${origin}${sitePaths('sr').product(product.slug)}`);
  const found = SERBIAN_TEXTS.filter(({ pattern }) => pattern.test(serbian)).map(({ text }) => text);
  expect(found).toEqual(expect.arrayContaining(['Dodaj u korpu', 'Zatraži predračun']));

  // The webshop and a category render on the server in English too, each with its Serbian twin.
  const webshop = await pageHtml(page.request, `${origin}/en/webshop`);
  expectServerRendered(webshop, '/en/webshop');
  expect(webshop).toContain('<html lang="en"');
  expect(webshop).toContain(`<link rel="alternate" hreflang="sr" href="${origin}/webshop"`);
  expect(webshop).toContain('id="shop-server-state"');
  // The server render asked the API in English: the promotions' links (built by the API) are English too.
  expect(webshop).toContain('href="/en/promotion/');
  expect(webshop).not.toContain('href="/promocija/');

  const sitemap = await (await page.request.get(`${origin}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${englishUrl}</loc>`);
});

test('the language switch on the home page refetches the shop block in the new language (its links)', async ({
  page,
}) => {
  await page.context().addCookies([{ name: 'cookiePreferences', value: 'necessary', url: origin }]);
  await page.goto(`${origin}/en/`);
  const promotions = page.getByTestId('home-promotions').locator('a');
  await expect(promotions.first()).toHaveAttribute('href', /^\/en\/promotion\//);
  await page.getByTestId('language-switch').first().click();
  await expect(page).toHaveURL(`${origin}/`);
  await expect(promotions.first()).toHaveAttribute('href', /^\/promocija\//);
  await expect(page.getByTestId('home-newest').locator('a[href^="/en/"]')).toHaveCount(0);
});

test('a signed-in customer’s account and orders in English: English menu, links and dates', async ({ page }) => {
  await page.context().addCookies([{ name: 'cookiePreferences', value: 'necessary', url: origin }]);
  const signedIn = await page.request.post(`${origin}/api/login`, {
    data: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  });
  expect(signedIn.ok()).toBe(true);
  const { product } = await productInStock(page);
  await page.request.post(`${origin}/api/addToCart`, { form: { id: product.id_proizvoda, quantity: 1 } });
  const placed = await page.request.post(`${origin}/api/placeOrder`, {
    headers: { 'accept-language': 'en' },
    data: { nacin_placanja: 'pouzece', uslovi: true, kupac: DEMO_CUSTOMER_DELIVERY },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { broj } = (await placed.json()) as { broj: string };

  await page.goto(`${origin}/en/`);
  await page.getByTestId('user-icon').click();
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  await expect(page).toHaveURL(`${origin}/en/account/orders`);
  const first = page.getByTestId('my-order').first();
  await expect(first).toContainText(broj);
  // Dates follow the language: 27/11/2026 in English (23.11.2026. in Serbian).
  await expect(first).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expectEnglishLinks(page);
  await expectNoSerbian(page, [product.naziv]);

  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/account\/orders\/\d+$/);
  await expect(page.locator('[data-remote="account"]').getByRole('link', { name: product.naziv })).toHaveAttribute(
    'href',
    english.product(product.slug),
  );
  await expectEnglishLinks(page);
  await expectNoSerbian(page, [product.naziv]);
});

test('a pro-forma requested from an English product page is English, and so is its email', async ({ page }) => {
  await page.context().addCookies([{ name: 'cookiePreferences', value: 'necessary', url: origin }]);
  const { product } = await productInStock(page);
  await page.goto(`${origin}${english.product(product.slug)}`);
  await page.getByRole('button', { name: 'Request a pro-forma invoice' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Pro-forma invoice details' });
  const email = `proforma-${Date.now()}@example.ba`;
  for (const [label, value] of [
    ['Company name', 'Firma d.o.o.'],
    ['Tax ID (JIB)', '4400000000001'],
    ['Contact person', 'Jane Smith'],
    ['Email', email],
    ['City', 'Sarajevo'],
    ['Postal code', '71000'],
    ['Address', 'Titova 1'],
    ['Phone number', '+387 61 234 567'],
  ] as const) {
    await dialog.getByLabel(label, { exact: true }).fill(value);
  }
  await expectNoSerbian(page, [product.naziv]);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('status')).toContainText('Pro-forma request sent!');

  const mail = await waitForEmail(outbox, email, /./);
  expect(mail.subject).toMatch(/^Pro-forma invoice /);
  const mailText = [product.naziv, 'Firma d.o.o.'].reduce((rest, data) => rest.split(data).join(' '), mail.text);
  expect(SERBIAN_TEXTS.filter(({ pattern }) => pattern.test(mailText)).map(({ text }) => text)).toEqual([]);
});
