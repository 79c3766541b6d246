import { SAMPLE_DELIVERY_DETAILS } from '../../shared/src/fixtures';
import { skipCookieBanner } from '../support/consent';
import { DEMO_ADMIN, DEMO_COMPANY_ADMINISTRATOR, DEMO_COMPANY_BUYER } from '../support/demo';
import { freePort } from '../support/freePort';
import { signIn } from '../support/sharedModules';
import { newestProducts, placeCashOnDeliveryOrder } from '../support/shopApi';
import { type ShopServer, startShopServer } from '../support/shopServer';
import { type Browser, expect, navigateLive, type Page, test } from '../support/test';

/*
 * Issue 27, visibility by role, on a phone and a desktop, with the demo company of the seed: the buyer's order shows
 * in the company administrator's account orders (with who ordered) and opens there; the buyer's pro-forma request,
 * answered by staff with a quote, is listed on the administrator's account quotes page, and accepting it there (no
 * emailed link) makes the order.
 */

let server: ShopServer;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const port = freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startShopServer(port, { SITE_URL: origin });
});
test.afterAll(() => server?.stop());

/** A page of its own on this file's server, signed in as `user`. */
async function signedInPage(
  browser: Browser,
  viewport: { width: number; height: number },
  user: { email: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, viewport });
  await skipCookieBanner(context, origin);
  const page = navigateLive(await context.newPage());
  await signIn(page, user);
  return page;
}

/** Nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`${viewport.width} px: the company administrator sees the buyer's order and accepts the buyer's quote from the account`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const buyer = await signedInPage(browser, viewport, DEMO_COMPANY_BUYER);
    const administrator = await signedInPage(browser, viewport, DEMO_COMPANY_ADMINISTRATOR);
    const product = (await newestProducts(buyer.request)).find((candidate) => candidate.kolicina >= 4);
    if (!product) throw new Error('no product with 4 in stock');

    // The buyer orders (through the API: the checkout has specs of its own).
    const added = await buyer.request.post('/api/addToCart', { form: { id: product.id_proizvoda, quantity: 1 } });
    expect(added.ok()).toBe(true);
    const orderNumber = await placeCashOnDeliveryOrder(buyer.request, {
      ...SAMPLE_DELIVERY_DETAILS,
      ime: DEMO_COMPANY_BUYER.name,
      email: DEMO_COMPANY_BUYER.email,
    });

    // The administrator finds it among the account's orders, with who ordered, and opens it.
    await administrator.goto('/korisnik');
    const account = administrator.locator('[data-remote="account"]');
    await account.getByRole('link', { name: 'Moje narudžbe' }).click();
    const row = account.getByTestId('my-order').filter({ hasText: orderNumber });
    await expect(row).toContainText(`Naručio/la: ${DEMO_COMPANY_BUYER.name}`);
    await expectNoSidewaysScroll(administrator);
    await administrator.screenshot({ path: test.info().outputPath(`company-orders-${viewport.width}.png`) });
    await row.getByRole('link', { name: `Narudžba ${orderNumber}` }).click();
    await expect(account.getByRole('heading', { name: `Narudžba ${orderNumber}` })).toBeVisible();
    await expect(account).toContainText(`Naručio/la: ${DEMO_COMPANY_BUYER.name}`);
    await expect(account).toContainText(product.naziv);

    // The buyer asks for a pro-forma signed in; staff answer it with a quote.
    const asked = await buyer.request.post('/api/zatraziPredracun', {
      data: {
        data: {
          products: [{ id_proizvoda: product.id_proizvoda, kolicina: 2 }],
          customer: {
            naziv: 'Demo Firma d.o.o.',
            jib: '4209876540001',
            kontakt: DEMO_COMPANY_BUYER.name,
            email: DEMO_COMPANY_BUYER.email,
            grad: 'Sarajevo',
            posta: '71000',
            adresa: 'Maršala Tita 10',
            broj: '+387 61 234 567',
          },
        },
      },
    });
    expect(asked.ok(), await asked.text()).toBe(true);
    const requestNumber = ((await asked.json()) as { broj_predracuna: string }).broj_predracuna;
    const requestId = Number(requestNumber.slice(-6));
    const staff = await signedInPage(browser, viewport, DEMO_ADMIN);
    const starting = (await (await staff.request.get(`/api/admin/proformas/${requestId}/quote`)).json()) as {
      startingLines: { productId: number; quantity: number; unitPrice: number }[];
    };
    const sent = await staff.request.post(`/api/admin/proformas/${requestId}/quote`, {
      data: {
        lines: starting.startingLines.map(({ productId, quantity, unitPrice }) => ({ productId, quantity, unitPrice })),
        delivery: 0,
        validUntil: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
        paymentTerms: 'Virmansko plaćanje u roku od 15 dana',
        note: '',
      },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    const quoteNumber = requestNumber.replace(/^PR-/, 'PO-');

    // The administrator's account quotes page lists it; opening it needs no token, and accepting makes the order.
    await administrator.goto('/korisnik');
    await account.getByRole('link', { name: 'Moje ponude' }).click();
    await expect(administrator).toHaveURL(/\/korisnik\/ponude$/);
    const quoteRow = account.getByTestId('my-quote').filter({ hasText: quoteNumber });
    await expect(quoteRow.getByTestId('my-quote-state')).toHaveText('poslana');
    await expect(quoteRow).toContainText(`Zatražio/la: ${DEMO_COMPANY_BUYER.name}`);
    await expectNoSidewaysScroll(administrator);
    await administrator.screenshot({ path: test.info().outputPath(`company-quotes-${viewport.width}.png`) });
    await quoteRow.getByRole('link', { name: `Ponuda ${quoteNumber}` }).click();
    await expect(administrator).toHaveURL(new RegExp(`/korisnik/ponude/${requestId}$`));
    const quote = administrator.locator('[data-remote="checkout"]');
    await expect(quote.getByTestId('quote-state')).toHaveText('poslana');
    await expectNoSidewaysScroll(administrator);
    await administrator.screenshot({
      path: test.info().outputPath(`company-quote-${viewport.width}.png`),
      fullPage: true,
    });
    await quote.getByRole('button', { name: 'Prihvati ponudu' }).click();
    await quote
      .getByRole('group', { name: /^Prihvatanjem ponude nastaje narudžba/ })
      .getByRole('button', { name: 'Prihvati ponudu' })
      .click();
    await expect(administrator).toHaveURL(/\/narudzba\/\d{4}-\d{6}$/);
    const acceptedOrder =
      (await administrator.locator('[data-remote="checkout"]').getByTestId('order-number').textContent()) ?? '';
    expect(acceptedOrder).toMatch(/^\d{4}-\d{6}$/);

    // Back in the list: accepted; the order is the buyer's, in both accounts.
    await administrator.goto('/korisnik/ponude');
    await expect(
      account.getByTestId('my-quote').filter({ hasText: quoteNumber }).getByTestId('my-quote-state'),
    ).toHaveText('prihvaćena');
    await buyer.goto('/korisnik/narudzbe');
    await expect(
      buyer.locator('[data-remote="account"]').getByTestId('my-order').filter({ hasText: acceptedOrder }),
    ).toBeVisible();
    for (const page of [buyer, administrator, staff]) await page.context().close();
  });
}
