import { skipCookieBanner } from '../support/consent';
import { expect, type Locator, type Page, test } from '../support/test';

/*
 * Issue 25, home rows: "Promocije", "Na akciji", "Novo u ponudi" and "Kategorije" hold more than a screen shows.
 * Every item of each row can be reached: with the arrows on a desktop, by swiping (with snapping) on a touch phone.
 */

const ROWS = ['home-promotions', 'home-on-sale', 'home-newest', 'home-categories'] as const;

test.beforeEach(({ context, baseURL }) => skipCookieBanner(context, baseURL));

const highlights = (page: Page) =>
  page.locator('[data-remote="catalog"]').getByRole('region', { name: 'Iz naše ponude' });

/** Scrolls the page (only the page: the row keeps its own position) so the row is on screen. */
async function bringRowOnScreen(row: Locator) {
  await row.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 150));
}

test.describe('on a 1440 px desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the arrows bring every product, promotion and category of a row into view', async ({ page }) => {
    await page.goto('/');
    for (const testId of ROWS) {
      const row = highlights(page).getByTestId(testId);
      const items = row.getByRole('listitem');
      await expect(items.first()).toBeVisible();
      await bringRowOnScreen(row);
      const frame = row.locator('..');
      const next = frame.getByRole('button', { name: 'Sljedeći' });
      const previous = frame.getByRole('button', { name: 'Prethodni' });
      const last = items.last();
      await expect(previous).toHaveCount(0);
      if (testId === 'home-on-sale' || testId === 'home-newest') {
        // 8 products, about 5 on screen: the last one needs the arrow.
        await expect(items).toHaveCount(8);
        await expect(last).not.toBeInViewport({ ratio: 0.9 });
        await expect(next).toBeVisible();
      }
      for (let clicks = 0; clicks < 10 && (await next.count()) > 0; clicks += 1) {
        await next.click();
        await page.waitForTimeout(400); // the smooth scroll settles
      }
      await expect(next).toHaveCount(0);
      await expect(last).toBeInViewport({ ratio: 0.9 });
      if (testId === 'home-on-sale' || testId === 'home-newest') {
        await expect(previous).toBeVisible();
        await previous.click();
        await expect(last).not.toBeInViewport({ ratio: 0.9 });
      }
    }
    await page.screenshot({ path: test.info().outputPath('home-rows-1440.png'), fullPage: true });
  });
});

test.describe('on a 390 px touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a swipe moves a row to its next item; every item can be swiped into view, with no arrows', async ({ page }) => {
    await page.goto('/');
    const cdp = await page.context().newCDPSession(page);
    /** One finger moved 250 px to the left across the row. */
    const swipeLeft = async (row: Locator) => {
      const box = await row.boundingBox();
      if (!box) throw new Error('the row is not on screen');
      const y = Math.round(box.y + Math.min(box.height / 2, 60));
      const x = Math.round(box.x + box.width * 0.85);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 10; step += 1) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - step * 25, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.waitForTimeout(500); // the fling and the snap settle
    };

    for (const testId of ROWS) {
      const row = highlights(page).getByTestId(testId);
      const items = row.getByRole('listitem');
      await expect(items.first()).toBeVisible();
      await bringRowOnScreen(row);
      // Touch screens swipe: no arrows over the items.
      await expect(row.locator('..').getByRole('button', { name: 'Sljedeći' })).toBeHidden();
      const last = items.last();
      await expect(last).not.toBeInViewport({ ratio: 0.9 });
      for (let swipes = 0; swipes < 12 && !(await isInView(last)); swipes += 1) await swipeLeft(row);
      await expect(last).toBeInViewport({ ratio: 0.9 });
      // Snapped: the row rests with an item at its left edge, not halfway through one.
      const offsets = await row.evaluate((element) => {
        const left = element.getBoundingClientRect().left;
        const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
        return { atEnd, edges: Array.from(element.children).map((child) => child.getBoundingClientRect().left - left) };
      });
      expect(offsets.atEnd || offsets.edges.some((edge) => Math.abs(edge) < 2)).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('home-rows-390.png') });
  });
});

async function isInView(item: Locator): Promise<boolean> {
  return item.evaluate(
    (element) =>
      new Promise<boolean>((resolve) => {
        const observer = new IntersectionObserver(([entry]) => {
          observer.disconnect();
          resolve((entry?.intersectionRatio ?? 0) >= 0.9);
        });
        observer.observe(element);
      }),
  );
}
