import { sitePaths } from '../../shared/src/site/paths';
import { DEMO_SHOP } from '../support/demo';
import { recordRequests, watchConsole } from '../support/pageWatch';
import { expect, test, waitForHydration } from '../support/test';

const { product: productPath, page: pagePath } = sitePaths('sr');

/*
 * Issue 23, "no late chunks": a server-rendered page carries the manifests of the remotes it loads at start (its own
 * remote modules and the header's search box), so the browser goes from the HTML to the remotes' chunks with no
 * manifest request in between.
 */
test('a server-rendered product page loads its remotes’ chunks with no manifest request', async ({ page }) => {
  const console = watchConsole(page);
  const remoteFiles = recordRequests(page, (request) => new URL(request.url()).pathname.startsWith('/mf/'));
  await page.goto(productPath(DEMO_SHOP.productInStock));
  await waitForHydration(page);
  // The header's search box (catalog) loads once the page is idle; its chunks come without a manifest too.
  await expect(page.getByRole('combobox', { name: 'Pretraga proizvoda' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const paths = remoteFiles.map((request) => new URL(request.split(' ')[1] ?? '').pathname);
  expect(paths).toContain('/mf/product/remoteEntry.js');
  expect(paths.some((path) => path.startsWith('/mf/product/__federation_expose_ProductPage'))).toBe(true);
  expect(paths).toContain('/mf/catalog/remoteEntry.js');
  expect(paths.filter((path) => path.endsWith('mf-manifest.json'))).toEqual([]);
  // The page works with them: the product remote hydrated, and nothing failed on the way.
  await expect(page.locator('main [data-remote="product"][data-hydrated]')).toBeVisible();
  expect(console.errors()).toEqual([]);
});

test('a page the browser renders alone still fetches the manifests', async ({ page }) => {
  const manifests = recordRequests(page, (request) => request.url().endsWith('/mf-manifest.json'));
  // The cart is rendered in the browser (a visitor's own page): no server state, no manifests in it.
  await page.goto(pagePath('cart'));
  await expect(page.locator('main [data-remote="checkout"]')).toBeVisible();
  expect(manifests.some((request) => request.includes('/mf/checkout/mf-manifest.json'))).toBe(true);
});
