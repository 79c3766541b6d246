import { skipCookieBanner } from '../support/consent';
import { expect, test } from '../support/test';

/*
 * Issue 25, /webshop on a phone: the 12 category tiles are a compact grid (3 to a row below 600 px), so the first
 * products ("Na akciji") start within two screens.
 */

test.beforeEach(({ context, baseURL }) => skipCookieBanner(context, baseURL));

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`${viewport.width} px: the category tiles are a compact grid and the first product is within two screens`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/webshop');
    await expect(page.getByRole('heading', { level: 1, name: 'Webshop' })).toBeVisible();
    const main = page.getByRole('main');
    const tiles = main.getByRole('list').first().getByRole('listitem');
    await expect(tiles).toHaveCount(12);

    const boxes = await tiles.evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return { top: Math.round(box.top + window.scrollY), width: box.width };
      }),
    );
    const perRow = boxes.filter((box) => box.top === boxes[0]?.top).length;
    if (viewport.width < 600) {
      expect(perRow).toBe(3);
      for (const box of boxes) expect(box.width).toBeLessThan(viewport.width / 3);
    } else {
      expect(perRow).toBeGreaterThanOrEqual(5);
    }

    const firstProduct = main.getByTestId('product-card').first();
    await expect(firstProduct).toBeVisible();
    const top = await firstProduct.evaluate((card) => card.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(2 * viewport.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: test.info().outputPath(`webshop-${viewport.width}.png`), fullPage: true });
  });
}
