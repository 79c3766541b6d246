import { freePort } from '../support/freePort';
import { type ShopServer, startShopServer } from '../support/shopServer';
import { expect, type Page, test } from '../support/test';

// A server of its own with a pixel id configured (the shared one has none, so no pixel event may go out there).
let server: ShopServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startShopServer(freePort(), { PIXEL_ID: '1234567890' });
});
test.afterAll(() => server?.stop());

test.beforeEach(async ({ context }) => {
  // The pixel's script is asserted through its queue, never fetched: third-party hosts are cut off.
  await context.route(/connect\.facebook\.net/, (route) => route.abort());
  await context.addCookies([{ name: 'cookiePreferences', value: 'all', url: server.url }]);
});

type PixelCall = [string, string, Record<string, unknown>?];
const pixelAddToCarts = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { fbq?: { queue: PixelCall[] } }).fbq?.queue ?? []).filter(
      (call) => call[0] === 'track' && call[1] === 'AddToCart',
    ),
  );

for (const width of [390, 1440]) {
  test(`${width} px: a product card's "Dodaj u korpu" sends the pixel's AddToCart to a visitor from a social network`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/webshop/televizori,-audio,-video?fbclid=IwAR0test`);
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByText('Dostupno online') })
      .first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: 'Dodaj u korpu' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Proizvod uspješno dodan u korpu!' })).toBeVisible();
    await expect
      .poll(() => pixelAddToCarts(page))
      .toEqual([
        [
          'track',
          'AddToCart',
          expect.objectContaining({ content_name: name, content_type: 'product', currency: 'BAM' }),
        ],
      ]);
  });

  test(`${width} px: the product page's 'Kupovina na rate' tile leads to the page that explains the terms`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/webshop/televizori,-audio,-video`);
    await page.getByTestId('product-card').first().getByRole('heading').getByRole('link').click();
    await page.getByRole('link', { name: 'Kupovina na rate' }).click();
    await expect(page).toHaveURL(/\/kupovina-na-rate$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kupovina na rate');
    await expect(page.getByText('IT Shop ne odobrava kredite i ne naplaćuje kamatu.', { exact: false })).toBeVisible();
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/\/en\/buying-in-instalments$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy in instalments');
  });
}
