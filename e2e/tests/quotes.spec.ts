import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { skipCookieBanner } from '../support/consent';
import { DEMO_ADMIN } from '../support/demo';
import { freePort } from '../support/freePort';
import { linkIn, waitForEmail } from '../support/outbox';
import { newestProducts } from '../support/shopApi';
import { type ShopServer, startShopServer } from '../support/shopServer';
import { type Browser, expect, type Locator, navigateLive, type Page, test } from '../support/test';

/*
 * Issue 27, a pro-forma request answered with a quote, end to end, on a phone and a desktop: a guest asks for a
 * pro-forma on the product page; staff answer it in the admin panel with a discounted line (a reason required); the
 * customer's email (read from this server's outbox) links to the quote page, where accepting places the order at the
 * quoted price.
 */

let server: ShopServer;
let origin: string;
const outbox = mkdtempSync(path.join(tmpdir(), 'shop-e2e-quotes-'));

test.beforeAll(async () => {
  const port = freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startShopServer(port, { OUTBOX_DIR: outbox, OUTBOX_POLL_MS: '200', SITE_URL: origin });
});
test.afterAll(() => server.stop());

/** A page of its own on this file's server; `goto` returns once the page is live, as the `page` fixture's does. */
async function pageOn(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, viewport });
  await skipCookieBanner(context, origin);
  return navigateLive(await context.newPage());
}

/** Nothing scrolls sideways and the element lies inside the screen's width. */
async function expectFits(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width + 0.5).toBe(true);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

/** No serious or critical accessibility violation inside `selector`. */
async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
  ).toEqual([]);
}

const km = (value: number) => `${value.toLocaleString('de-DE', { minimumFractionDigits: 2 })} KM`;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`${viewport.width} px: a pro-forma answered with a discounted quote becomes an order at the quoted price`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const customer = await pageOn(browser, viewport);
    const email = `ponuda-${viewport.width}-${Date.now()}@example.ba`;
    const company = `Ponuda ${viewport.width} ${Date.now()} d.o.o.`;

    // The guest asks for a pro-forma on a product page (SPEC §5: the dialog and its eight fields).
    const product = (await newestProducts(customer.request))[viewport.width === 390 ? 0 : 1];
    if (!product) throw new Error('no product in stock');
    await customer.goto(`/proizvod/${product.slug}`);
    await customer.getByTestId('purchase-panel').getByRole('button', { name: 'Zatraži predračun' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Podaci za predračun' });
    await dialog.getByLabel('Naziv firme').fill(company);
    await dialog.getByLabel('JIB').fill('4400000000001');
    await dialog.getByLabel('Kontakt osoba').fill('Ana Anić');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Grad').fill('Sarajevo');
    await dialog.getByLabel('Poštanski broj').fill('71000');
    await dialog.getByLabel('Adresa').fill('Titova 1');
    await dialog.getByLabel('Broj telefona').fill('+387 61 234 567');
    await dialog.getByRole('button', { name: 'Pošalji upit' }).click();
    const requestNumber = ((await dialog.getByTestId('proforma-number').textContent()) ?? '').replace(
      'Broj upita: ',
      '',
    );
    expect(requestNumber).toMatch(/^PR-\d{4}-\d{6}$/);

    // Staff answer it in the admin panel with the line 10 % cheaper.
    const staff = await pageOn(browser, viewport);
    const signedIn = await staff.request.post('/api/login', { data: DEMO_ADMIN });
    expect(signedIn.ok()).toBe(true);
    await staff.goto(`/admin-panel?search=${encodeURIComponent(company)}#Predracuni`);
    const panel = staff.locator('[data-remote="admin"]');
    await panel
      .getByRole('table', { name: 'Zahtjevi za predračun' })
      .getByRole('button', { name: requestNumber })
      .click();
    const quotePanel = panel.getByTestId('quote-panel');
    await expect(quotePanel).toContainText('Na ovaj upit još nije poslana ponuda.');
    const line = quotePanel.getByTestId('quote-editor-line').first();
    const price = line.getByLabel('Cijena (KM)');
    const startingPrice = Number(await price.inputValue());
    const quotedPrice = Math.round(startingPrice * 90) / 100;
    await price.fill(quotedPrice.toFixed(2));
    await expectFits(staff, price);
    await quotePanel.getByRole('button', { name: 'Pošalji ponudu' }).click();
    // A changed price needs its reason.
    await expect(line.getByText('Navedite razlog izmjene cijene.')).toBeVisible();
    const reason = line.getByLabel('Razlog izmjene cijene');
    await expectFits(staff, reason);
    await quotePanel.screenshot({ path: test.info().outputPath(`quote-editor-${viewport.width}.png`) });
    await expectAccessible(staff, '[data-testid="quote-panel"]');
    await reason.fill('Popust za novog poslovnog kupca');
    await quotePanel.getByRole('button', { name: 'Pošalji ponudu' }).click();
    await expect(quotePanel.getByTestId('quote-state')).toContainText('poslana');
    await expect(quotePanel).toContainText('Popust za novog poslovnog kupca');

    // The customer's email links to the quote page (the request was asked in Serbian).
    const mail = await waitForEmail(outbox, email, /ponuda\//);
    expect(mail.subject).toMatch(/^Ponuda PO-\d{4}-\d{6}$/);
    const link = linkIn(mail, origin, /\/ponuda\/[A-Za-z0-9_-]{43}/);
    await customer.goto(link);
    const quote = customer.locator('[data-remote="checkout"]');
    await expect(quote.getByTestId('quote-state')).toHaveText('poslana');
    await expect(quote.getByTestId('quote-unit-price').first()).toHaveText(km(quotedPrice));
    await expect(quote).toContainText('Popust za novog poslovnog kupca');
    await expectFits(customer, quote.getByRole('button', { name: 'Prihvati ponudu' }));
    await customer.screenshot({ path: test.info().outputPath(`quote-page-${viewport.width}.png`), fullPage: true });
    await expectAccessible(customer, '[data-remote="checkout"]');

    // Accepting asks once more, then opens the order: at the quoted price.
    await quote.getByRole('button', { name: 'Prihvati ponudu' }).click();
    const confirm = quote.getByRole('group', { name: /^Prihvatanjem ponude nastaje narudžba/ });
    await expect(confirm).toContainText(km(Math.round((quotedPrice + 10) * 100) / 100));
    await confirm.screenshot({ path: test.info().outputPath(`quote-confirm-${viewport.width}.png`) });
    await confirm.getByRole('button', { name: 'Prihvati ponudu' }).click();
    await expect(customer).toHaveURL(/\/narudzba\/\d{4}-\d{6}$/);
    const order = customer.locator('[data-remote="checkout"]');
    const orderNumber = (await order.getByTestId('order-number').textContent()) ?? '';
    expect(orderNumber).toMatch(/^\d{4}-\d{6}$/);
    await expect(order).toContainText(`1 × ${product.naziv}`);
    await expect(order).toContainText(km(quotedPrice));

    // Staff see it accepted, with its order, and find it by the quote filter.
    await staff.reload();
    await panel.getByLabel('Ponuda', { exact: true }).selectOption('accepted');
    await panel
      .getByRole('table', { name: 'Zahtjevi za predračun' })
      .getByRole('button', { name: requestNumber })
      .click();
    await expect(panel.getByTestId('quote-state')).toContainText('prihvaćena');
    await expect(panel.getByTestId('quote-state')).toContainText(orderNumber);
    await customer.context().close();
    await staff.context().close();
  });
}
