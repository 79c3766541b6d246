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

  test('all 12 categories sit in one row that scrolls sideways, and the first products are on the first screen', async ({
    page,
  }) => {
    await page.goto(CATEGORY_PAGE);
    const firstCard = page.getByTestId('product-card').first();
    await expect(firstCard).toBeVisible(ARRIVAL);
    const bar = page.getByTestId('category-bar');
    const links = bar.getByTestId('category-link');
    await expect(links).toHaveCount(12);
    await expect(bar.getByRole('button')).toHaveCount(0); // no drawer, no toggle: everything is in the row
    const cardTop = (await firstCard.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    expect(cardTop).toBeLessThan(844 - 100); // the first card starts on the first screen, without scrolling

    const { tops, row, pageWidth } = await bar.getByRole('list').evaluate((list) => ({
      tops: Array.from(list.querySelectorAll('a'), (link) => Math.round(link.getBoundingClientRect().top)),
      row: { scrollWidth: list.scrollWidth, clientWidth: list.clientWidth, height: list.clientHeight },
      pageWidth: document.documentElement.scrollWidth,
    }));
    expect(new Set(tops).size).toBe(1); // one row
    expect(row.height).toBeLessThan(70);
    expect(row.scrollWidth).toBeGreaterThan(row.clientWidth); // wider than the screen: it scrolls
    expect(pageWidth).toBeLessThanOrEqual(390); // the row scrolls, not the page

    // The last category can be reached by scrolling the row, and leads to its page.
    const last = links.last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 1 });
    await expect(last).toHaveText('Ostalo');
    await bar.getByRole('link', { name: 'Mrežna oprema' }).click();
    await expect(page).toHaveURL(/\/webshop\/mrezna-oprema$/);
    await expect(page.getByTestId('category-bar').getByRole('link', { name: 'Mrežna oprema' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('on a category at the end of the row, the row starts scrolled to it', async ({ page }) => {
    await page.goto('/webshop/ostalo');
    const current = page.getByTestId('category-bar').getByRole('link', { name: 'Ostalo' });
    await expect(current).toHaveAttribute('aria-current', 'page', ARRIVAL);
    await expect(current).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath('category-row-390.png') });
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
