import { expect, test } from '../support/test';

const SHOP_PATHS = /\/(webshop|proizvod|promocija)(\/|$)/;

for (const width of [390, 1440]) {
  test(`${width} px: on /pretraga one jump to the end of the list loads one more page, not every page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const pagesAsked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/getSearchResults')) {
        pagesAsked.push(new URL(request.url()).searchParams.get('stranica') ?? '');
      }
    });
    // A two-letter prefix (the shortest the bounded search expands): over 40 demo products ("Crna"), so there are
    // several pages to (not) chain through.
    await page.goto('/pretraga?search=cr');
    const catalog = page.locator('[data-remote="catalog"]');
    const total = Number((await catalog.getByTestId('search-count').textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(30);
    const cards = catalog.getByTestId('product-card');
    await expect(cards).toHaveCount(10);

    // On a busy machine the first key can land before the list watches its end: press again until the page comes (a
    // second press at the end changes nothing, so it cannot ask for more than one page).
    await expect(async () => {
      await page.keyboard.press('End');
      await expect(cards).toHaveCount(20, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await page.waitForTimeout(1_500); // time enough for a chain of further pages to start
    await expect(cards).toHaveCount(20);
    // Page 1 came with the server-rendered HTML; the browser asks only for what the jump needs.
    expect(pagesAsked).toEqual(['2']);

    // The next page needs the next arrival at the end: back up the list, then jump to the end again.
    await page.keyboard.press('Home');
    await expect(cards.first()).toBeInViewport();
    await page.keyboard.press('End');
    await expect(cards).toHaveCount(30);
    await page.waitForTimeout(1_000);
    await expect(cards).toHaveCount(30);
    expect(pagesAsked).toEqual(['2', '3']);
  });

  test(`${width} px: Enter in the header's box outside the shop loads no categories, yet an exact subcategory name still lands on it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const categoryRequestsOutsideShop: string[] = [];
    page.on('request', (request) => {
      const from = new URL(page.url()).pathname;
      if (request.url().includes('/api/getCategoriesForWebShop') && !SHOP_PATHS.test(decodeURI(from))) {
        categoryRequestsOutsideShop.push(from);
      }
    });
    await page.goto('/o-nama');
    const box = page.getByRole('combobox', { name: 'Pretraga proizvoda' });
    await box.fill('samsung');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/pretraga\?search=samsung$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();

    await box.fill('Soundbarovi');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/webshop\/televizori,-audio,-video\/soundbarovi$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soundbarovi');
    expect(categoryRequestsOutsideShop).toEqual([]);
  });
}
