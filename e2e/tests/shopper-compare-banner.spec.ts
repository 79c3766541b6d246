import { skipCookieBanner } from '../support/consent';
import { FORMER_PRODUCT_SLUG } from '../support/demo';
import { expect, type Page, test } from '../support/test';

test.beforeEach(({ context, baseURL }) => skipCookieBanner(context, baseURL));

/** Puts three products of one subcategory on the session's compare list through the API. */
async function compareThreeProducts(page: Page) {
  const moved = await (await page.request.get(`/api/proizvod/${FORMER_PRODUCT_SLUG}`)).json();
  const found = await (await page.request.get(`/api/proizvod/${encodeURIComponent(moved.slug)}`)).json();
  const sameSubcategory = [found.product, ...found.recommendedProducts]
    .filter((item) => item.id_podkategorije === found.product.id_podkategorije)
    .slice(0, 3);
  expect(sameSubcategory).toHaveLength(3);
  for (const item of sameSubcategory) {
    const response = await page.request.post('/api/addToCompare', {
      data: { id_proizvoda: item.id_proizvoda, id_podkategorije: item.id_podkategorije },
    });
    expect(response.ok()).toBe(true);
  }
}

const banner = (page: Page) => page.getByTestId('compare-banner');
/** The banner comes once the page is idle, from another remote: on a busy machine that can take a while. */
const BANNER_ARRIVAL = { timeout: 20_000 };
const items = (page: Page) => banner(page).getByRole('listitem');

test.describe('compare banner on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a slim bar with the count at the bottom that opens on demand and starts closed after a reload', async ({
    page,
  }) => {
    await compareThreeProducts(page);
    await page.goto('/webshop');
    const toggle = banner(page).getByRole('button', { name: 'Prikaži poređenje (3/5)' });
    await expect(toggle).toBeVisible(BANNER_ARRIVAL);
    await expect(items(page)).toHaveCount(0);

    const closed = await banner(page).boundingBox();
    expect(closed?.height).toBeLessThanOrEqual(56); // a bar, not half of the screen
    expect(closed?.width).toBe(390);
    expect((closed?.y ?? 0) + (closed?.height ?? 0)).toBeCloseTo(844, 0); // at the bottom edge

    await toggle.click();
    await expect(items(page)).toHaveCount(3);
    // One product per row, wide enough that a name does not wrap a letter per line.
    for (const link of await items(page).getByRole('link').all()) {
      expect((await link.boundingBox())?.width).toBeGreaterThan(200);
    }
    expect((await banner(page).boundingBox())?.height).toBeLessThanOrEqual(844 * 0.6 + 56);
    await expect(banner(page).getByRole('link', { name: 'Uporedi' })).toBeVisible();

    await page.reload();
    await expect(banner(page).getByRole('button', { name: 'Prikaži poređenje (3/5)' })).toBeVisible(BANNER_ARRIVAL);
    await expect(items(page)).toHaveCount(0);
  });

  test('the page reserves the bar’s height, so the footer’s last link stays clickable above it', async ({ page }) => {
    await compareThreeProducts(page);
    await page.goto('/webshop');
    await expect(banner(page)).toBeVisible(BANNER_ARRIVAL);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const copyright = await page.getByTestId('copyright').boundingBox();
    const bar = await banner(page).boundingBox();
    expect((copyright?.y ?? 0) + (copyright?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
  });

  test('not shown on the cart and payment pages, where it would cover the order’s actions', async ({ page }) => {
    await compareThreeProducts(page);
    await page.goto('/webshop');
    await expect(banner(page)).toBeVisible(BANNER_ARRIVAL);
    for (const path of ['/korpa', '/plati']) {
      await page.goto(path);
      await expect(page.getByRole('main')).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
      await expect(banner(page)).toHaveCount(0);
    }
  });
});

test.describe('compare banner on a 1440 px desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('5 slots in one row; a collapse is remembered across reloads, and so is opening it again', async ({ page }) => {
    await compareThreeProducts(page);
    await page.goto('/webshop');
    await expect(items(page)).toHaveCount(5, BANNER_ARRIVAL);
    await expect(banner(page).getByText('Prazno mjesto')).toHaveCount(2);
    const tops = await items(page).evaluateAll((slots) => slots.map((slot) => slot.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);

    await banner(page).getByRole('button', { name: 'Sakrij poređenje (3/5)' }).click();
    await expect(items(page)).toHaveCount(0);
    await page.reload();
    await expect(banner(page).getByRole('button', { name: 'Prikaži poređenje (3/5)' })).toBeVisible(BANNER_ARRIVAL);
    await expect(items(page)).toHaveCount(0);

    await banner(page).getByRole('button', { name: 'Prikaži poređenje (3/5)' }).click();
    await page.reload();
    await expect(items(page)).toHaveCount(5, BANNER_ARRIVAL);
  });
});
