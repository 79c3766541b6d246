import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../support/freePort';
import { cancelOrders, newestProducts, type ProductInfo, sellOut } from '../support/shopApi';
import { type ShopServer, startShopServer } from '../support/shopServer';
import { expect, type Locator, test } from '../support/test';

// A server of its own: a database file this spec can reach (to return stock) and an outbox folder to read.
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-stock-'));
const databaseUrl = path.join(dataDir, 'shop.sqlite');
const outboxDir = path.join(dataDir, 'outbox');
let server: ShopServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startShopServer(freePort(), {
    DATABASE_URL: databaseUrl,
    OUTBOX_DIR: outboxDir,
    OUTBOX_POLL_MS: '200',
  });
});
test.afterAll(() => server?.stop());

const PRIMARY = 'rgb(20, 33, 61)';
const OUT_OF_STOCK = 'Proizvod trenutno nije na stanju!';

/** Muted: marked out of stock and not in the primary colour, yet enabled (a click still answers). */
async function expectMuted(button: Locator) {
  await expect(button).toHaveAttribute('data-in-stock', 'false');
  await expect(button).toBeEnabled();
  expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(PRIMARY);
}

/** Decodes MIME encoded-words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header line. */
function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?([QB])\?(.*?)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** The subjects of the .eml files the outbox wrote to `to`. */
function mailSubjectsTo(to: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.flatMap((file) => {
    const mail = readFileSync(path.join(outboxDir, file), 'utf8');
    const headers = mail.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
    if (!new RegExp(`^To: ${to.replace('.', '\\.')}$`, 'im').test(headers)) return [];
    return [decodeHeader(headers.match(/^Subject: (.*)$/im)?.[1] ?? '')];
  });
}

async function askToBeNotified(scope: Locator, email: string) {
  await scope.getByRole('button', { name: 'Obavijesti me' }).click();
  await scope.getByLabel('Vaš email').fill(email);
  await scope.getByRole('button', { name: 'Obavijesti me kad stigne' }).click();
  await expect(scope.getByRole('status')).toHaveText(`Javićemo Vam na ${email} kada proizvod ponovo bude na stanju.`);
}

for (const width of [390, 1440]) {
  test(`${width} px: a sold-out product reads 'Nedostupno' with a muted add button, and "Obavijesti me" emails once it is back`, async ({
    page,
    playwright,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const buyer = await playwright.request.newContext({ baseURL: server.url });
    // The newest product in stock: each test sells out another one (a sold-out product leaves this list).
    const product = (await newestProducts(buyer))[0] as ProductInfo;
    const orderNumbers = await sellOut(buyer, product);
    await buyer.dispose();

    // The product card (search results): unavailable, muted, and a click answers with the spec's message.
    await page.goto(`${server.url}/pretraga?search=${encodeURIComponent(product.naziv)}`);
    const card = page.getByTestId('product-card').filter({ has: page.locator(`a[href="/proizvod/${product.slug}"]`) });
    await expect(card.getByText('Nedostupno')).toBeVisible();
    const cardButton = card.getByRole('button', { name: 'Dodaj u korpu' });
    await expectMuted(cardButton);
    await cardButton.click();
    await expect(page.getByRole('alert')).toHaveText(OUT_OF_STOCK);
    await expect(card.getByRole('button', { name: 'Obavijesti me' })).toBeVisible();

    // The product page: the same, and the request for an email.
    await page.goto(`${server.url}/proizvod/${product.slug}`);
    const panel = page.getByTestId('purchase-panel');
    await expect(page.locator('[data-remote="product"]').getByText('Nedostupno').first()).toBeVisible();
    const addButton = panel.getByRole('button', { name: 'Dodaj u korpu' });
    await expectMuted(addButton);
    await addButton.click();
    await expect(page.getByRole('alert')).toHaveText(OUT_OF_STOCK);
    const email = `ceka-${width}@firma.ba`;
    await askToBeNotified(panel, email);
    await page.screenshot({ path: test.info().outputPath(`out-of-stock-${width}.png`) });
    expect(mailSubjectsTo(email)).toEqual([]);

    // Stock comes back (the order is cancelled): one email, through the outbox.
    cancelOrders(databaseUrl, orderNumbers);
    await expect.poll(() => mailSubjectsTo(email), { timeout: 10_000 }).toEqual([`Ponovo na stanju: ${product.naziv}`]);
  });
}

test('the server-rendered product page shows the stock an order took at once (its page cache follows the sale)', async ({
  browser,
  playwright,
}) => {
  const buyer = await playwright.request.newContext({ baseURL: server.url });
  // Not the product the tests above sell out and restock: they restock it through the order-status CLI, another
  // process, whose change this Redis-less server's caches learn of only when their entries expire.
  const product = (await newestProducts(buyer))[3] as ProductInfo;
  // Without JavaScript the panel is exactly the server's HTML; the first visit puts the page in the server's cache.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const page = await visitor.newPage();
  // The product's own availability line, just above its purchase panel (recommended products have theirs too).
  const availability = page.getByTestId('purchase-panel').locator('xpath=preceding-sibling::p[1]');
  await page.goto(`${server.url}/proizvod/${product.slug}`);
  await expect(availability).toContainText('Dostupno online');

  await sellOut(buyer, product);
  await buyer.dispose();
  await page.reload();
  await expect(availability).toHaveText('Nedostupno');
  await visitor.close();
});
