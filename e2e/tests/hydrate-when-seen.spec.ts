import { sitePaths } from '../../shared/src/site/paths';
import { skipCookieBanner } from '../support/consent';
import { DEMO_SHOP } from '../support/demo';
import { isDocumentLoad, recordRequests, waitUntilHydrated, watchConsole } from '../support/pageWatch';
import { expect, type Locator, test } from '../support/test';

/*
 * Decision 017: parts that never change keep the server's HTML at start (React does no work for them) and are
 * rendered by React when they come near the viewport. Once awake they work as the rest of the app: links navigate
 * inside it, buttons act.
 */

const PHONE = { width: 390, height: 844 };
const { category: categoryPath } = sitePaths('sr');
/** Listing cards in stock: at least five, so one is after the first row that hydrates at once. */
const IN_STOCK_LISTING = `${categoryPath('računari-i-komponente')}?na_stanju=1`;

/** Whether React has attached its fiber to the element (hydrated or rendered it). */
const hasFiber = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));

test.beforeEach(({ context, baseURL }) => skipCookieBanner(context, baseURL));

test('product page on a phone: the spec table keeps its server HTML until scrolled to; a recommended card then adds to the cart', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const logs = watchConsole(page);
  await page.goto(`/proizvod/${DEMO_SHOP.productInStock}`, { waitUntil: 'networkidle' });
  await waitUntilHydrated(page.getByRole('heading', { level: 1 }));

  const specifications = page.locator('section[aria-labelledby="product-specifications"]');
  await expect(specifications.getByRole('row').first()).toBeAttached();
  expect(await hasFiber(specifications), 'the spec table was hydrated at start').toBe(false);

  await specifications.scrollIntoViewIfNeeded();
  await expect.poll(() => hasFiber(page.locator('section[aria-labelledby="product-specifications"]'))).toBe(true);

  const recommended = page.locator('section[aria-labelledby="product-recommended"]');
  const card = recommended
    .getByTestId('product-card')
    .filter({ has: page.getByText(/Dostupno online/) })
    .first();
  await card.scrollIntoViewIfNeeded();
  const addToCart = card.getByRole('button', { name: 'Dodaj u korpu' });
  await waitUntilHydrated(addToCart);
  await addToCart.click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(logs.errors()).toEqual([]);
});

test('listing on a phone: the first row hydrates at once, a card further down when scrolled to, and then adds to the cart', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(IN_STOCK_LISTING, { waitUntil: 'networkidle' });
  const cards = page.getByTestId('product-card');
  await waitUntilHydrated(cards.first().getByRole('button', { name: 'Dodaj u korpu' }));

  const fifth = cards.nth(4);
  const box = await fifth.boundingBox();
  expect(box?.y ?? 0, 'the fifth card is on the first screen').toBeGreaterThan(PHONE.height + 200);
  expect(await hasFiber(fifth), 'a card below the fold was hydrated at start').toBe(false);

  await fifth.scrollIntoViewIfNeeded();
  const addToCart = cards.nth(4).getByRole('button', { name: 'Dodaj u korpu' });
  await waitUntilHydrated(addToCart);
  await addToCart.click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('a company page on a phone: text below the fold keeps its server HTML until scrolled to', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/o-nama', { waitUntil: 'networkidle' });
  await waitUntilHydrated(page.getByRole('heading', { level: 1 }));
  const lastSection = page.locator('main article section').last();
  expect(await hasFiber(lastSection)).toBe(false);
  await lastSection.scrollIntoViewIfNeeded();
  await expect.poll(() => hasFiber(page.locator('main article section').last())).toBe(true);
});

/** Links in parts that hydrate when seen: once awake, each navigates inside the app (no new document). */
const LINKS_IN_PARTS = [
  {
    part: 'a product breadcrumb',
    from: `/proizvod/${DEMO_SHOP.productInStock}`,
    link: (main: Locator) => main.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link').nth(1),
  },
  {
    part: 'a category breadcrumb',
    from: categoryPath(DEMO_SHOP.category, DEMO_SHOP.subcategory),
    link: (main: Locator) => main.getByRole('navigation', { name: 'Putanja' }).getByRole('link').last(),
  },
  {
    part: 'a webshop category tile',
    from: '/webshop',
    link: (main: Locator) => main.locator('ul a[href^="/webshop/"]').first(),
  },
  {
    part: 'a service card',
    from: '/usluge',
    link: (main: Locator) => main.getByRole('listitem').getByRole('link').first(),
  },
];

for (const { part, from, link } of LINKS_IN_PARTS) {
  test(`${part} navigates inside the app once awake`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(from, { waitUntil: 'networkidle' });
    const target = link(page.locator('main'));
    await target.scrollIntoViewIfNeeded();
    await waitUntilHydrated(target);
    const href = (await target.getAttribute('href')) ?? '';
    expect(href).not.toBe('');
    const documents = recordRequests(page, isDocumentLoad(page));
    await target.click();
    await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === decodeURIComponent(href));
    await expect(page.locator('main h1')).toBeVisible();
    expect(documents).toEqual([]);
  });
}
