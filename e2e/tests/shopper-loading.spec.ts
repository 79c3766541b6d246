import { skipCookieBanner } from '../support/consent';
import { FORMER_PRODUCT_SLUG } from '../support/demo';
import { expect, type Page, test } from '../support/test';

test.beforeEach(({ context, baseURL }) => skipCookieBanner(context, baseURL));

/** Waits for what a page fetches first: generous, as the e2e machine may be busy. */
const ARRIVAL = { timeout: 15_000 };

/** Holds every request matching `url` until `release()` is called: the page stays in its loading state meanwhile. */
async function holdRequests(page: Page, url: string | RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function currentProductSlug(page: Page): Promise<string> {
  const moved = await (await page.request.get(`/api/proizvod/${FORMER_PRODUCT_SLUG}`)).json();
  return moved.slug;
}

/** Sums the page's layout shifts not caused by input, observed from the first paint on (CLS, one page load). */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __layoutShifts: number[] }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { __layoutShifts: number[] }).__layoutShifts.reduce((sum, value) => sum + value, 0),
    );
}

const footerTop = (page: Page) =>
  page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    // A page's first load arrives rendered by the server (no skeleton); skeletons hold the place on navigations
    // inside the site, once the page has hydrated (network idle), while the next page's code or data comes.
    test('a product page that is still loading shows its skeleton, not a text, and keeps the footer below the fold', async ({
      page,
    }) => {
      await page.goto('/webshop/računari-i-komponente');
      await page.waitForLoadState('networkidle');
      const release = await holdRequests(page, /\/mf\/product\//);
      await page.getByTestId('product-card').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/proizvod\//);

      const skeleton = page.getByTestId('skeleton');
      await expect(skeleton).toBeVisible(ARRIVAL);
      // "Učitavanje..." is there for screen readers only (a 1 px box), not as the text on the screen.
      const loadingTextWidths = await page
        .getByText('Učitavanje...', { exact: true })
        .evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect().width));
      expect(loadingTextWidths.every((width) => width <= 1)).toBe(true);
      expect(await footerTop(page)).toBeGreaterThanOrEqual(viewport.height);

      release();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(ARRIVAL);
      await expect(skeleton).toHaveCount(0);
    });

    test('a listing and the cart show skeletons of cards and lines while their data loads', async ({ page }) => {
      await page.goto('/webshop');
      await page.waitForLoadState('networkidle');
      const releaseListing = await holdRequests(page, /\/api\/getCategoryProducts/);
      await page.getByRole('main').getByRole('link', { name: 'Računari i komponente' }).first().click();
      await expect(page).toHaveURL(/\/webshop\/[^/]+$/);
      await expect(page.getByTestId('skeleton')).toBeVisible(ARRIVAL);
      expect(await footerTop(page)).toBeGreaterThanOrEqual(viewport.height);
      releaseListing();
      await expect(page.getByTestId('product-card').first()).toBeVisible(ARRIVAL);
      await expect(page.getByTestId('skeleton')).toHaveCount(0);

      const releaseCart = await holdRequests(page, /\/api\/getCart$/);
      await page.goto('/korpa');
      await expect(page.getByRole('heading', { level: 1, name: 'Korpa' })).toBeVisible(ARRIVAL);
      await expect(page.getByTestId('skeleton')).toBeVisible(ARRIVAL);
      releaseCart();
      await expect(page.getByTestId('skeleton')).toHaveCount(0);
    });

    test('the product page hardly shifts while it loads (CLS below 0.05)', async ({ page }) => {
      const slug = await currentProductSlug(page);
      const cumulativeShift = await observeLayoutShifts(page);
      await page.goto(`/proizvod/${encodeURIComponent(slug)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(ARRIVAL);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_000); // late arrivals (recommended products, the idle-time slots)
      expect(await cumulativeShift()).toBeLessThan(0.05);
    });

    test('the header stays at the top of the window while the page scrolls', async ({ page }) => {
      await page.goto('/webshop/računari-i-komponente');
      await expect(page.getByTestId('product-card').first()).toBeVisible(ARRIVAL);
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      const header = page.getByRole('banner');
      await expect(header).toBeInViewport();
      expect((await header.boundingBox())?.y).toBe(0);
    });
  });
}
