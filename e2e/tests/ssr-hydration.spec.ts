import { catalogMessages } from '../../shared/src/i18n/messages/catalog';
import { shellMessages } from '../../shared/src/i18n/messages/shell';
import { sitePaths } from '../../shared/src/site/paths';
import { sitePagePath } from '../../shared/src/site/routes';
import { DEMO_CUSTOMER, DEMO_SHOP } from '../support/demo';
import { isDocumentLoad, recordRequests, waitUntilHydrated, watchConsole } from '../support/pageWatch';
import { PUBLIC_PAGES } from '../support/publicPages';
import { expectServerRendered } from '../support/serverHtml';
import { catalogApi } from '../support/shopApi';
import { expect, type Page, test } from '../support/test';

/** These pages are the Serbian ones. */
const { category: categoryPath } = sitePaths('sr');

/*
 * Issue 12: the browser hydrates the server's HTML with no mismatch, does not fetch again what the server prefetched,
 * and moves between pages inside the app afterwards (no new document).
 */

/*
 * The server renders every page for an anonymous visitor; a signed-in visitor's own data (user menu, wishlist heart,
 * cart badge) arrives while the remotes still hydrate, and must not change the markup React hydrates.
 */
const VISITORS = [
  { visitor: 'a guest', signIn: async () => {} },
  {
    visitor: 'a signed-in customer',
    signIn: async (page: Page) =>
      expect((await page.request.post('/api/login', { data: DEMO_CUSTOMER })).ok()).toBe(true),
  },
];

for (const { path, prefetched } of PUBLIC_PAGES) {
  for (const { visitor, signIn } of VISITORS) {
    test(`${path} for ${visitor}: hydrates without errors and without fetching its data again`, async ({ page }) => {
      await signIn(page);
      const logs = watchConsole(page);
      const refetched = recordRequests(
        page,
        (request) =>
          request.method() === 'GET' && prefetched.some((prefix) => new URL(request.url()).pathname.startsWith(prefix)),
      );
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      expectServerRendered((await response?.text()) ?? '', path);
      await waitUntilHydrated(page.locator('main h1'));

      // Soft: one run reports all three.
      expect.soft(logs.hydrationProblems(), 'hydration warnings').toEqual([]);
      expect.soft(logs.errors(), 'console errors').toEqual([]);
      expect.soft(refetched, 'requests for data the server already sent').toEqual([]);
    });
  }
}

test('after hydration, the shop is browsed inside the app: webshop → category → product', async ({ page, request }) => {
  const categories = await catalogApi.categories(request);
  const category = categories.find((candidate) => candidate.url_stranice === DEMO_SHOP.category);
  if (!category) throw new Error(`no category ${DEMO_SHOP.category} in the demo data`);
  const listing = await catalogApi.listing(request, DEMO_SHOP.category);
  const product = listing.proizvodi[0];
  if (!product) throw new Error(`no product in ${DEMO_SHOP.category}`);

  await page.goto('/webshop', { waitUntil: 'networkidle' });
  const main = page.locator('main');
  const categoryLink = main.getByRole('link', { name: category.naziv_kategorije, exact: true });
  await waitUntilHydrated(categoryLink);
  const documents = recordRequests(page, isDocumentLoad(page));

  await categoryLink.click();
  await expect(page).toHaveURL(new RegExp(`${categoryPath(category.url_stranice)}$`));
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(listing.kategorija.naziv);
  await main.getByRole('link', { name: product.naziv, exact: true }).first().click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(product.naziv);
  expect(documents).toEqual([]);
});

test('after hydration, a link from a shell page to a remote page stays in the app: home → webshop', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const toShop = page.locator('main').getByRole('link', { name: shellMessages.sr['home.toShop'] }).first();
  await waitUntilHydrated(toShop);
  const documents = recordRequests(page, isDocumentLoad(page));

  await toShop.click();
  await expect(page).toHaveURL(new RegExp(`${sitePagePath('webshop', 'sr')}$`));
  await expect(page.locator('main [data-remote="catalog"]').getByRole('heading', { level: 1 })).toHaveText(
    catalogMessages.sr['shop.title'],
  );
  expect(documents).toEqual([]);
});
