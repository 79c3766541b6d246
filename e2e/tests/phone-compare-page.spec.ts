import { skipCookieBanner } from '../support/consent';
import { FORMER_PRODUCT_SLUG } from '../support/demo';
import { expect, type Page, test } from '../support/test';

/* Issue 25, /uporedi on a phone: the label column stays in view while the products scroll sideways. */

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

/** Is the element's centre the topmost thing there (nothing covers it)? */
const uncovered = (page: Page, name: string) =>
  page.getByRole('rowheader', { name }).evaluate((cell) => {
    const box = cell.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === cell || cell.contains(top));
  });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`${viewport.width} px: the labels stay in view while the products scroll sideways`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await compareThreeProducts(page);
    await page.goto('/uporedi');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    const label = table.getByRole('rowheader', { name: 'Cijena' });
    await label.scrollIntoViewIfNeeded();
    const before = await label.boundingBox();
    const scroller = table.locator('..');
    const room = await scroller.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    if (viewport.width < 600) {
      // Three products do not fit a phone: the table scrolls inside its frame.
      expect(room).toBeGreaterThan(100);
      const firstProduct = table.getByRole('columnheader').first().getByRole('link');
      await expect(firstProduct).toBeInViewport();
      await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect(firstProduct).not.toBeInViewport();
      await expect(table.getByRole('columnheader').last().getByRole('link')).toBeInViewport();
    } else {
      expect(room).toBe(0);
    }
    // The labels stay where they were, on top of the cells scrolled under them.
    expect((await label.boundingBox())?.x).toBe(before?.x);
    for (const name of ['Cijena', 'Dostupnost']) expect(await uncovered(page, name)).toBe(true);
    await expect(label).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath(`compare-scrolled-${viewport.width}.png`) });
  });
}
