import { skipCookieBanner } from '../support/consent';
import { expect, type Page, test } from '../support/test';

test.beforeEach(({ context, baseURL }) => skipCookieBanner(context, baseURL));

/** Waits for what a page fetches first: generous, as the e2e machine may be busy. */
const ARRIVAL = { timeout: 15_000 };

const CATEGORY_PAGE = '/webshop/računari-i-komponente';

/**
 * The boxes of the bar's category links and its toggle, as the browser laid them out, once the row holds `count`
 * links (the server's HTML holds every category, CSS hiding the extra ones, until the page is hydrated).
 */
async function barBoxes(page: Page, count: number) {
  const bar = page.getByTestId('category-bar');
  await expect(bar.getByTestId('category-link')).toHaveCount(count, ARRIVAL);
  return bar.evaluate((nav) => {
    const box = (element: Element) => {
      const { top, bottom, left, right, height } = element.getBoundingClientRect();
      return { top, bottom, left, right, height };
    };
    const links = Array.from(nav.querySelectorAll('[data-testid="category-link"]'));
    const lineHeight = links.length ? Number.parseFloat(getComputedStyle(links[0] as Element).lineHeight) : 0;
    return {
      bar: box(nav),
      links: links.map(box),
      toggle: box(nav.querySelector('button') as Element),
      lineHeight,
      paddingY: links.length ? Number.parseFloat(getComputedStyle(links[0] as Element).paddingTop) * 2 : 0,
    };
  });
}

for (const { width, count } of [
  { width: 1024, count: 6 },
  { width: 1440, count: 6 },
  { width: 1920, count: 6 },
]) {
  test(`${width} px: the ${count} categories and the toggle sit in one row inside the bar`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/webshop');
    const { bar, links, toggle, lineHeight, paddingY } = await barBoxes(page, count);
    expect(links).toHaveLength(count);
    const rowTop = links[0]?.top ?? 0;
    for (const link of [...links, toggle]) {
      // Same row: each box overlaps the first one vertically; and nothing sticks out of the bar.
      expect(link.top).toBeLessThan((links[0]?.bottom ?? 0) - 1);
      expect(link.bottom).toBeGreaterThan(rowTop + 1);
      expect(link.left).toBeGreaterThanOrEqual(bar.left);
      expect(link.right).toBeLessThanOrEqual(bar.right);
    }
    if (width >= 1440) {
      // Wide enough that no name wraps inside its item either.
      for (const link of links) expect(link.height).toBeLessThanOrEqual(lineHeight + paddingY + 1);
    }
    // The bar is one row tall (a wrapped row of items would double it).
    expect(bar.height).toBeLessThan(2 * Math.max(...links.map((link) => link.height)));
  });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the categories sit in a drawer behind one button, and the first products are on the first screen', async ({
    page,
  }) => {
    await page.goto(CATEGORY_PAGE);
    const firstCard = page.getByTestId('product-card').first();
    await expect(firstCard).toBeVisible(ARRIVAL);
    await expect(page.getByTestId('category-link')).toHaveCount(0);
    const cardTop = (await firstCard.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    expect(cardTop).toBeLessThan(844 - 100); // the first card starts on the first screen, without scrolling

    await page.getByTestId('category-bar').getByRole('button', { name: 'Kategorije' }).click();
    const drawer = page.getByRole('dialog', { name: 'Kategorije proizvoda' });
    await expect(drawer.getByTestId('category-link')).toHaveCount(12);
    await drawer.getByRole('link', { name: 'Mrežna oprema' }).click();
    await expect(page).toHaveURL(/\/webshop\/mrezna-oprema$/);
    await expect(drawer).toBeHidden();
  });

  test('the filters open in a drawer, apply at once, and close with Escape', async ({ page }) => {
    await page.goto(CATEGORY_PAGE);
    await expect(page.getByTestId('product-card').first()).toBeVisible(ARRIVAL);
    await expect(page.getByRole('complementary', { name: 'Filteri' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Filteri' }).click();
    const drawer = page.getByTestId('filter-drawer');
    await expect(drawer).toBeVisible();
    const drawerBox = await drawer.boundingBox();
    expect(drawerBox?.x).toBe(0);
    expect(drawerBox?.height).toBeCloseTo(844, 0);
    // A controlled box: it shows checked once the URL has the filter (so click, then wait, rather than check()).
    await drawer.getByLabel(/^Na stanju/).click();
    await expect(page).toHaveURL(/na_stanju=1/);
    await expect(drawer.getByLabel(/^Na stanju/)).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filteri (1)' })).toBeVisible();
  });
});

test('1440 px: the filters stay beside the products, with no drawer button', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(CATEGORY_PAGE);
  await expect(page.getByTestId('product-card').first()).toBeVisible(ARRIVAL);
  await expect(page.getByRole('complementary', { name: 'Filteri' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filteri' })).toHaveCount(0);
});
