import { FORMER_PRODUCT_SLUG } from '../support/demo';
import { expect, test } from '../support/test';

const UNAVAILABLE = 'Ovaj dio stranice trenutno nije dostupan';

// A server-rendered page carries its remotes' manifests (issue 23), so the first file of a remote the browser fetches
// is its entry.
test('a remote whose entry fails shows the fallback in the layout; other routes work; retry recovers', async ({
  page,
}) => {
  await page.route('**/mf/catalog/remoteEntry.js', (route) => route.abort('connectionrefused'));

  await page.goto('/webshop');
  const fallback = page.locator('[data-remote-unavailable="catalog"]');
  await expect(fallback).toContainText(UNAVAILABLE);
  await expect(page.getByRole('navigation', { name: 'Glavni meni' })).toBeVisible();

  await page.goto(`/proizvod/${FORMER_PRODUCT_SLUG}`);
  await expect(page.locator('[data-remote="product"]').getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/webshop');
  await expect(fallback).toBeVisible();
  await page.unroute('**/mf/catalog/remoteEntry.js');
  await fallback.getByRole('button', { name: 'Pokušaj ponovo' }).click();
  await expect(page.locator('[data-remote="catalog"]').getByRole('heading', { name: 'Webshop' })).toBeVisible();
});

test('a remote whose exposed chunk fails shows the fallback; the other remotes still work', async ({ page }) => {
  await page.route('**/mf/product/__federation_expose_*', (route) => route.abort('failed'));
  await page.goto(`/proizvod/${FORMER_PRODUCT_SLUG}`);
  await expect(page.locator('[data-remote-unavailable="product"]')).toContainText(UNAVAILABLE);
  await page.goto('/webshop');
  await expect(page.locator('[data-remote="catalog"]').getByRole('heading', { name: 'Webshop' })).toBeVisible();
});
