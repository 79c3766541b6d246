import { skipCookieBanner } from '../support/consent';
import { test } from '../support/test';

// Temporary (branch hydrate-more): screenshots of the wrapped parts, deleted before the branch is done.
test.beforeEach(({ context, baseURL }) => skipCookieBanner(context, baseURL));
for (const width of [390, 1440]) {
  test(`shots ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of [
      ['category', '/webshop/ra%C4%8Dunari-i-komponente?na_stanju=1'],
      ['product', '/proizvod/yealink-sip-t31p'],
      ['about', '/o-nama'],
      ['webshop', '/webshop'],
    ]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.screenshot({ path: `/tmp/hydrate-more/shot-${name}-${width}-start.png`, fullPage: true });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(500);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `/tmp/hydrate-more/shot-${name}-${width}-awake.png`, fullPage: true });
    }
  });
}
