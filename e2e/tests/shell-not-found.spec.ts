import { skipCookieBanner } from '../support/consent';
import { expect, test } from '../support/test';

/*
 * SPEC §2/§4/§8: the not-found page at /not-found and /en/not-found answers a direct request with 404 (rendered on the
 * server, so a crawler drops the address), and an unknown product goes to /not-found.
 */

test.beforeEach(({ context, baseURL }) => skipCookieBanner(context, baseURL));

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('/not-found and /en/not-found answer 404 with the page in their language', async ({ page }) => {
      for (const [path, heading] of [
        ['/not-found', 'Stranica nije pronađena'],
        ['/en/not-found', 'Page not found'],
      ] as const) {
        const response = await page.goto(path);
        expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
        await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText(heading);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await page.screenshot({ path: test.info().outputPath(`${path.replaceAll('/', '_')}-${viewport.width}.png`) });
      }
    });

    test('an unknown product answers 404 and goes to /not-found', async ({ page }) => {
      await page.goto('/webshop');
      const response = await page.goto('/proizvod/nema-takvog-proizvoda-u-ponudi');
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(/\/not-found$/);
      await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText('Stranica nije pronađena');
      // The address was replaced, not added: back returns to the page before.
      await page.goBack();
      await expect(page).toHaveURL(/\/webshop$/);
    });
  });
}
