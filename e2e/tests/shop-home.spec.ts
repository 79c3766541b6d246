import { expect, test } from '../support/test';

for (const width of [390, 1440]) {
  test(`${width} px: below the introduction the home page shows promotions, sale, new products and categories, linking into the shop, without moving what follows`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // Slow the sections' data down: the space they take must already be kept while they load.
    await page.route('**/api/getWebshopHighlights', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/');
    const services = page.locator('#home-services');
    await expect(services).toBeAttached();
    // Measured from the introduction's end, so that only this block counts (not the header above it).
    const gapBelowIntroduction = () =>
      page.evaluate(() => {
        const intro = document.querySelector('h1')?.closest('section')?.getBoundingClientRect().bottom ?? 0;
        return (document.querySelector('#home-services')?.getBoundingClientRect().top ?? 0) - intro;
      });
    const before = await gapBelowIntroduction();

    const highlights = page.locator('[data-remote="catalog"]').getByRole('region', { name: 'Iz naše ponude' });
    await expect(highlights.getByTestId('home-newest').getByTestId('product-card').first()).toBeVisible();
    expect(await gapBelowIntroduction()).toBe(before);

    // Below the introduction (the hero), above the services.
    const heroBottom = await page.locator('h1').evaluate((h1) => h1.closest('section')?.getBoundingClientRect().bottom);
    const top = (await highlights.boundingBox())?.y ?? 0;
    expect(top).toBeGreaterThanOrEqual(heroBottom ?? Number.POSITIVE_INFINITY);
    expect(top).toBeLessThan((await services.boundingBox())?.y ?? 0);

    await expect(highlights.getByRole('heading', { level: 2 })).toHaveText([
      'Promocije',
      'Na akciji',
      'Novo u ponudi',
      'Kategorije',
    ]);
    await expect(highlights.getByTestId('home-promotions').getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/promocija\//,
    );
    await expect(highlights.getByTestId('home-on-sale').getByTestId('product-card').first()).toBeVisible();
    const categories = highlights.getByTestId('home-categories').getByRole('link');
    await expect(categories).toHaveCount(12);
    await expect(categories.first().locator('img')).toHaveAttribute('src', /\S/);
    await page.screenshot({ path: test.info().outputPath(`home-${width}.png`), fullPage: true });

    // Into the shop: a category, then a product.
    await categories.filter({ hasText: 'Televizori, audio, video' }).click();
    await expect(page).toHaveURL(/\/webshop\/televizori,-audio,-video$/);
    await page.goBack();
    const newest = page.getByTestId('home-newest').getByTestId('product-card').first();
    const name = (await newest.getByRole('heading').textContent()) ?? '';
    await newest.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/proizvod\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
}
