import { skipCookieBanner } from '../support/consent';
import { FORMER_PRODUCT_SLUG } from '../support/demo';
import { expect, type Page, test } from '../support/test';

/*
 * SPEC §2, compare banner: hidden on /uporedi and /admin-panel only; it opens when items appear, shows the 5 slots,
 * cuts names to 25, 33, 40 or 80 characters (window under 600, under 900, under 1900, wider) and can be collapsed.
 * Issue 25: on a phone too, and then it covers at most a quarter of the screen.
 */

test.beforeEach(({ context, baseURL }) => skipCookieBanner(context, baseURL));

interface CompareCandidate {
  id_proizvoda: number;
  id_podkategorije: number;
  slug: string;
  naziv: string;
}

/** Products of one subcategory (the demo's laptops): what a shopper can compare with each other. */
async function laptops(page: Page): Promise<CompareCandidate[]> {
  const moved = await (await page.request.get(`/api/proizvod/${FORMER_PRODUCT_SLUG}`)).json();
  const found = await (await page.request.get(`/api/proizvod/${encodeURIComponent(moved.slug)}`)).json();
  const sameSubcategory = [found.product, ...found.recommendedProducts].filter(
    (item: CompareCandidate) => item.id_podkategorije === found.product.id_podkategorije,
  );
  expect(sameSubcategory.length).toBeGreaterThanOrEqual(3);
  return sameSubcategory;
}

async function compareThroughApi(page: Page, products: CompareCandidate[]) {
  for (const item of products) {
    const response = await page.request.post('/api/addToCompare', {
      data: { id_proizvoda: item.id_proizvoda, id_podkategorije: item.id_podkategorije },
    });
    expect(response.ok()).toBe(true);
  }
}

/** Ticks the product page's 'Uporedi' (it turns checked once the API has added the product). */
async function compareThisProduct(page: Page) {
  const checkbox = page.locator('[data-remote="product"]').getByRole('checkbox', { name: 'Uporedi' });
  await expect(checkbox).toBeEnabled();
  await checkbox.click();
  await expect(checkbox).toBeChecked();
}

const banner = (page: Page) => page.getByTestId('compare-banner');
/** The banner comes once the page is idle, from another remote: on a busy machine that can take a while. */
const BANNER_ARRIVAL = { timeout: 20_000 };
const slots = (page: Page) => banner(page).getByRole('listitem');
const toggle = (page: Page, label: 'Sakrij poređenje' | 'Prikaži poređenje', count: number) =>
  banner(page).getByRole('button', { name: `${label} (${count}/5)` });

/** Each compared name as the banner shows it: whole, or its first `length` characters and '...'. */
async function expectNamesCutTo(page: Page, length: number, products: CompareCandidate[]) {
  for (const product of products) {
    const cut = product.naziv.length <= length ? product.naziv : `${product.naziv.slice(0, length).trimEnd()}...`;
    await expect(banner(page).getByTitle(product.naziv, { exact: true })).toHaveText(cut);
  }
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  const nameLength = viewport.width < 600 ? 25 : 40;

  test.describe(`compare banner at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`opens when an item is added, shows the 5 slots with names cut to ${nameLength} characters, collapses (remembered), covers at most a quarter of the screen`, async ({
      page,
    }) => {
      const [first, second] = await laptops(page);
      if (!first || !second) throw new Error('two laptops expected');
      expect(first.naziv.length).toBeGreaterThan(nameLength); // the cut is seen

      await page.goto(`/proizvod/${encodeURIComponent(first.slug)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.naziv);
      await expect(banner(page)).toHaveCount(0);
      await compareThisProduct(page);

      // It appears open: the 5 slots (one filled, 4 empty), 'Uporedi' and 'Ukloni sve'.
      await expect(toggle(page, 'Sakrij poređenje', 1)).toBeVisible(BANNER_ARRIVAL);
      await expect(slots(page)).toHaveCount(5);
      await expect(banner(page).getByText('Prazno mjesto')).toHaveCount(4);
      await expect(banner(page).getByRole('link', { name: 'Uporedi' })).toBeVisible();
      await expect(banner(page).getByRole('button', { name: 'Ukloni sve' })).toBeVisible();
      await expectNamesCutTo(page, nameLength, [first]);
      const box = await banner(page).boundingBox();
      expect(box?.height).toBeLessThanOrEqual(viewport.height / 4);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(viewport.height, 0); // at the bottom edge
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: test.info().outputPath(`banner-open-${viewport.width}.png`) });

      // Collapsed, it stays so after a reload.
      await toggle(page, 'Sakrij poređenje', 1).click();
      await expect(slots(page)).toHaveCount(0);
      await page.reload();
      await expect(toggle(page, 'Prikaži poređenje', 1)).toBeVisible(BANNER_ARRIVAL);
      await expect(slots(page)).toHaveCount(0);

      // A new item opens it again.
      await page.goto(`/proizvod/${encodeURIComponent(second.slug)}`);
      await expect(toggle(page, 'Prikaži poređenje', 1)).toBeVisible(BANNER_ARRIVAL);
      await compareThisProduct(page);
      await expect(toggle(page, 'Sakrij poređenje', 2)).toBeVisible();
      await expect(slots(page)).toHaveCount(5);
      await expectNamesCutTo(page, nameLength, [first, second]);
      expect((await banner(page).boundingBox())?.height).toBeLessThanOrEqual(viewport.height / 4);
    });

    test('shown on every page but /uporedi and /admin-panel (SPEC §2), also over the cart and payment', async ({
      page,
    }) => {
      await compareThroughApi(page, (await laptops(page)).slice(0, 3));
      for (const path of ['/', '/webshop', `/proizvod/${FORMER_PRODUCT_SLUG}`, '/korpa', '/plati', '/kontakt']) {
        await page.goto(path);
        await expect(banner(page), path).toBeVisible(BANNER_ARRIVAL);
      }
      for (const path of ['/uporedi', '/admin-panel']) {
        await page.goto(path);
        await expect(page.getByRole('main')).not.toBeEmpty();
        await page.waitForLoadState('networkidle');
        await expect(banner(page), path).toHaveCount(0);
      }
    });

    test('the page reserves the banner’s height, so the footer’s last line stays above it', async ({ page }) => {
      await compareThroughApi(page, (await laptops(page)).slice(0, 3));
      await page.goto('/webshop');
      await expect(slots(page)).toHaveCount(5, BANNER_ARRIVAL);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const copyright = await page.getByTestId('copyright').boundingBox();
      const bar = await banner(page).boundingBox();
      expect((copyright?.y ?? 0) + (copyright?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
    });
  });
}

test.describe('compare banner on a 1440 px desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the 5 slots in one row', async ({ page }) => {
    await compareThroughApi(page, (await laptops(page)).slice(0, 3));
    await page.goto('/webshop');
    await expect(slots(page)).toHaveCount(5, BANNER_ARRIVAL);
    await expect(banner(page).getByText('Prazno mjesto')).toHaveCount(2);
    const tops = await slots(page).evaluateAll((items) => items.map((slot) => slot.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
  });
});

test('between 600 and 899 px names are cut to 33 characters, and to 80 from 1900 px (SPEC §2)', async ({ page }) => {
  const products = (await laptops(page)).slice(0, 3);
  await compareThroughApi(page, products);
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/webshop');
  await expect(slots(page)).toHaveCount(5, BANNER_ARRIVAL);
  await expectNamesCutTo(page, 33, products);
  await page.setViewportSize({ width: 1920, height: 1000 });
  await expectNamesCutTo(page, 80, products);
});
