import { DEMO_ADMIN, DEMO_CUSTOMER, FORMER_PRODUCT_SLUG } from '../support/demo';
import { expect, type Page, test } from '../support/test';

/** Products of the deterministic demo seed; each test checks the stock it relies on through the API first. */
const FEW_IN_STOCK_SLUG = 'yealink-sip-t31p';
const OUT_OF_STOCK_SLUG = 'logitech-mx-master-3s-bijela';

interface ProductAnswer {
  status: number;
  slug: string;
  product: { id_proizvoda: number; naziv: string; kolicina: number; url_slike: string };
  images: { url_slike: string }[];
}

async function productFromApi(page: Page, slug: string): Promise<ProductAnswer> {
  return (await page.request.get(`/api/proizvod/${encodeURIComponent(slug)}`)).json();
}

const productRemote = (page: Page) => page.locator('[data-remote="product"]');
/** Quantity and the two buttons ('Predlažemo za Vas' cards have their own 'Dodaj u korpu'). */
const purchasePanel = (page: Page) => productRemote(page).getByTestId('purchase-panel');

test('the quantity is clamped to the stock with "Raspoloživo" and a red border, and − stops at 1', async ({ page }) => {
  const { product } = await productFromApi(page, FEW_IN_STOCK_SLUG);
  expect(product.kolicina).toBeGreaterThan(1);
  expect(product.kolicina).toBeLessThanOrEqual(20);

  await page.goto(`/proizvod/${FEW_IN_STOCK_SLUG}`);
  const remote = productRemote(page);
  await expect(remote.getByText(`Dostupno online (${product.kolicina})`)).toBeVisible();
  const quantity = remote.getByLabel('Količina');
  await expect(quantity).toHaveValue('1');

  await remote.getByRole('button', { name: 'Smanji količinu' }).click();
  await expect(quantity).toHaveValue('1');

  await quantity.fill('abc2');
  await expect(quantity).toHaveValue('2');
  await quantity.fill(String(product.kolicina + 5));
  await expect(quantity).toHaveValue(String(product.kolicina));
  const message = remote.getByText(`Raspoloživo: ${product.kolicina}`);
  await expect(message).toBeVisible();
  await expect(quantity.locator('..')).toHaveCSS('border-color', 'rgb(193, 18, 31)');
  // The message goes away by itself after about 2–3 s.
  await expect(message).toBeHidden({ timeout: 5_000 });

  await remote.getByRole('button', { name: 'Povećaj količinu' }).click();
  await expect(quantity).toHaveValue(String(product.kolicina));
  await expect(message).toBeVisible();
});

test('zero stock: "Nedostupno", and both buttons are refused with the spec message', async ({ page }) => {
  const { product } = await productFromApi(page, OUT_OF_STOCK_SLUG);
  expect(product.kolicina).toBe(0);
  let addToCartCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/addToCart')) addToCartCalls += 1;
  });

  await page.goto(`/proizvod/${OUT_OF_STOCK_SLUG}`);
  const remote = productRemote(page);
  await expect(remote.getByText('Nedostupno')).toBeVisible();
  for (const button of ['Dodaj u korpu', 'Zatraži predračun']) {
    await purchasePanel(page).getByRole('button', { name: button }).click();
    await expect(page.getByRole('alert')).toHaveText('Proizvod trenutno nije na stanju!');
    await expect(page.getByRole('alert')).toBeHidden({ timeout: 5_000 });
  }
  expect(addToCartCalls).toBe(0);
});

test('"Dodaj u korpu" adds the chosen quantity and the header count follows', async ({ page }) => {
  await page.goto(`/proizvod/${FEW_IN_STOCK_SLUG}`);
  const count = page.getByTestId('cart-count').first();
  await expect(count).toHaveText('0');
  await purchasePanel(page).getByRole('button', { name: 'Povećaj količinu' }).click();
  await purchasePanel(page).getByRole('button', { name: 'Dodaj u korpu' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Proizvod uspješno dodan u korpu!' })).toBeVisible();
  await expect(count).toHaveText('2');
});

test('a former slug lands on the current URL, and the page opens the chat socket', async ({ page }) => {
  const moved = await productFromApi(page, FORMER_PRODUCT_SLUG);
  expect(moved.status).toBe(301);
  const chatSocket = page.waitForEvent('websocket', (socket) => socket.url().endsWith('/ws/chat'));
  await page.goto(`/proizvod/${FORMER_PRODUCT_SLUG}`);
  await expect(page).toHaveURL(new RegExp(`/proizvod/${moved.slug}$`));
  await expect(productRemote(page).getByRole('heading', { level: 1 })).toBeVisible();
  // SPEC §7: the product page keeps the chat socket open.
  expect((await chatSocket).isClosed()).toBe(false);
});

test('the heart is hidden for guests and follows the server list for a signed-in user', async ({ page }) => {
  const { product } = await productFromApi(page, FEW_IN_STOCK_SLUG);
  await page.goto(`/proizvod/${FEW_IN_STOCK_SLUG}`);
  const remote = productRemote(page);
  await expect(remote.getByRole('heading', { level: 1 })).toHaveText(product.naziv);
  await expect(remote.getByRole('button', { name: 'Dodaj u listu želja' })).toHaveCount(0);

  const login = await page.request.post('/api/login', { data: DEMO_CUSTOMER });
  expect(login.ok()).toBe(true);
  await page.reload();
  const heart = remote.getByRole('button', { name: 'Dodaj u listu želja' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  const filled = remote.getByRole('button', { name: 'Ukloni iz liste želja' });
  await expect(filled).toHaveAttribute('aria-pressed', 'true');
  const favourites = await (await page.request.get('/api/getFavoritesAmount')).json();
  expect(favourites.items.map((item: { id_proizvoda: number }) => item.id_proizvoda)).toContain(product.id_proizvoda);

  await page.reload();
  await filled.click();
  await expect(remote.getByRole('button', { name: 'Dodaj u listu želja' })).toBeVisible();
});

test('the gallery shows thumbnails at 1024 px and a looping swipe carousel at 375 px', async ({ page }) => {
  const answer = await productFromApi(page, FEW_IN_STOCK_SLUG);
  expect(answer.images.length).toBeGreaterThan(1);

  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(`/proizvod/${FEW_IN_STOCK_SLUG}`);
  const remote = productRemote(page);
  const main = remote.getByRole('img', { name: answer.product.naziv });
  await expect(main).toHaveAttribute('src', answer.images[0]?.url_slike ?? '');
  await expect(remote.locator('[data-gallery="thumbnails"]')).toBeVisible();
  await remote.getByRole('button', { name: 'Prikaži sliku 2' }).click();
  await expect(main).toHaveAttribute('src', answer.images[1]?.url_slike ?? '');

  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  const carousel = remote.locator('[data-gallery="carousel"]');
  // Swipes work once the carousel library has loaded (lazily) and attached to the slides.
  const ready = carousel.locator('[data-ready="true"]');
  await expect(ready).toBeVisible();
  const dots = carousel.getByRole('button', { name: /Prikaži sliku/ });
  await expect(dots).toHaveCount(answer.images.length);
  await expect(dots.first()).toHaveAttribute('aria-pressed', 'true');

  // From the first slide (fresh page each time, so no animation is still running): a left swipe shows the second
  // image, a right swipe wraps round to the last one (looping).
  const swipe = async (from: number, to: number) => {
    const box = await carousel.boundingBox();
    if (!box) throw new Error('no carousel box');
    const y = box.y + box.height / 3;
    await page.mouse.move(box.x + box.width * from, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * to, y, { steps: 12 });
    await page.mouse.up();
  };
  await swipe(0.8, 0.2);
  await expect(dots.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(ready).toBeVisible();
  await expect(dots.first()).toHaveAttribute('aria-pressed', 'true');
  await swipe(0.2, 0.8);
  await expect(dots.last()).toHaveAttribute('aria-pressed', 'true');
});

test('only an admin sees "Izmijeni", opening the admin panel search in a new tab', async ({ page }) => {
  const { product } = await productFromApi(page, FEW_IN_STOCK_SLUG);
  await page.goto(`/proizvod/${FEW_IN_STOCK_SLUG}`);
  const remote = productRemote(page);
  await expect(remote.getByRole('heading', { level: 1 })).toHaveText(product.naziv);
  await expect(remote.getByRole('link', { name: 'Izmijeni' })).toHaveCount(0);

  expect((await page.request.post('/api/login', { data: DEMO_ADMIN })).ok()).toBe(true);
  await page.reload();
  const edit = remote.getByRole('link', { name: 'Izmijeni' });
  await expect(edit).toHaveAttribute('href', `/admin-panel?search=${encodeURIComponent(product.naziv)}#Proizvodi`);
  await expect(edit).toHaveAttribute('target', '_blank');
});

test('"Zatraži predračun" opens the checkout remote\'s pro-forma dialog for this product', async ({ page }) => {
  await page.goto(`/proizvod/${FEW_IN_STOCK_SLUG}`);
  await purchasePanel(page).getByRole('button', { name: 'Zatraži predračun' }).click();
  await expect(page.locator('[data-remote="checkout"]').getByText('Podaci za predračun')).toBeVisible();
});
