import { formatPrice } from '../../shared/src/format/price';
import { skipCookieBanner } from '../support/consent';
import { productFromApi } from '../support/shopApi';
import { expect, type Locator, type Page, test } from '../support/test';

/*
 * Issue 25, product page: with a long name, the price and 'Dodaj u korpu' are on the first screen (on a phone in the
 * buy bar while the purchase panel is further down); the add-to-cart alert leaves the header's cart badge uncovered
 * and offers 'Pogledaj korpu'.
 */

/** The demo's longest product name (69 characters). */
const LONG_NAME_PRODUCT = 'asus-expertcenter-d7-sff-d700se-intel-core-i5-13400-16gb-256gb-ssd';

test.beforeEach(({ context, baseURL }) => skipCookieBanner(context, baseURL));

/** Is the element's centre the topmost thing there (nothing covers it)? */
const isUncovered = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === node || node.contains(top));
  });

const overlaps = (a: { x: number; y: number; width: number; height: number } | null, b: typeof a) =>
  a !== null &&
  b !== null &&
  a.x < b.x + b.width &&
  b.x < a.x + a.width &&
  a.y < b.y + b.height &&
  b.y < a.y + a.height;

const visibleCartBadge = (page: Page) => page.getByTestId('cart-count').filter({ visible: true });

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the price and "Dodaj u korpu" are on the first screen in the buy bar, which steps aside where the panel shows', async ({
    page,
  }) => {
    const product = await productFromApi(page.request, LONG_NAME_PRODUCT);
    expect(product.naziv.length).toBeGreaterThan(60);
    const { product: full } = await (await page.request.get(`/api/proizvod/${LONG_NAME_PRODUCT}`)).json();
    await page.goto(`/proizvod/${LONG_NAME_PRODUCT}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.naziv);

    const panelButton = page.getByTestId('purchase-panel').getByRole('button', { name: 'Dodaj u korpu' });
    await expect(panelButton).not.toBeInViewport();
    const bar = page.getByTestId('buy-bar');
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(bar).toContainText(formatPrice(full.trenutna_cijena));
    const barButton = bar.getByRole('button', { name: 'Dodaj u korpu' });
    await expect(barButton).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath('product-first-screen-390.png') });

    // The bar adds to the cart; the alert sits at the bottom, the cart badge stays uncovered and counts it.
    await barButton.click();
    const alert = page.locator('[data-alert-type="success"]');
    await expect(alert).toContainText('Proizvod uspješno dodan u korpu!');
    await expect(visibleCartBadge(page)).toHaveText('1');
    expect(overlaps(await alert.boundingBox(), await visibleCartBadge(page).boundingBox())).toBe(false);
    expect(await isUncovered(visibleCartBadge(page))).toBe(true);
    await page.screenshot({ path: test.info().outputPath('product-added-390.png') });

    // Where the panel's own buttons show, the bar steps aside; past the product, at the footer, too.
    await panelButton.scrollIntoViewIfNeeded();
    await expect(bar).toHaveCount(0);
    await page.getByRole('heading', { name: 'Predlažemo za Vas' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(bar).toHaveCount(0);
  });

  test('"Pogledaj korpu" in the add-to-cart alert opens the cart', async ({ page }) => {
    await page.goto(`/proizvod/${LONG_NAME_PRODUCT}`);
    await page.getByTestId('buy-bar').getByRole('button', { name: 'Dodaj u korpu' }).click();
    await page.locator('[data-alert-type="success"]').getByRole('link', { name: 'Pogledaj korpu' }).click();
    await expect(page).toHaveURL(/\/korpa$/);
    await expect(page.locator('[data-alert-type]')).toHaveCount(0);
  });
});

test.describe('on a 1440 px desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('price and "Dodaj u korpu" on the first screen; the alert below the header, clear of the cart badge, links to the cart', async ({
    page,
  }) => {
    const { product } = await (await page.request.get(`/api/proizvod/${LONG_NAME_PRODUCT}`)).json();
    await page.goto(`/proizvod/${LONG_NAME_PRODUCT}`);
    const panel = page.getByTestId('purchase-panel');
    const addToCart = panel.getByRole('button', { name: 'Dodaj u korpu' });
    await expect(addToCart).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('main').getByText(formatPrice(product.trenutna_cijena)).first()).toBeInViewport();
    await expect(page.getByTestId('buy-bar')).toBeHidden();

    await addToCart.click();
    const alert = page.locator('[data-alert-type="success"]');
    await expect(alert).toContainText('Proizvod uspješno dodan u korpu!');
    await expect(visibleCartBadge(page)).toHaveText('1');
    const header = await page.locator('header').first().boundingBox();
    const alertBox = await alert.boundingBox();
    expect(alertBox?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    expect(overlaps(alertBox, await visibleCartBadge(page).boundingBox())).toBe(false);
    expect(await isUncovered(visibleCartBadge(page))).toBe(true);
    await page.screenshot({ path: test.info().outputPath('product-added-1440.png') });

    await alert.getByRole('link', { name: 'Pogledaj korpu' }).click();
    await expect(page).toHaveURL(/\/korpa$/);
    await expect(page.locator('[data-alert-type]')).toHaveCount(0);
  });
});
