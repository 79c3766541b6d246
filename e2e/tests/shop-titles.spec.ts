import { newestProducts } from '../support/shopApi';
import { expect, test } from '../support/test';

for (const width of [390, 1440]) {
  test(`${width} px: every shop page names itself in the tab title`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const product = (await newestProducts(page.request))[0];
    if (!product) throw new Error('no product in stock');
    const promotion = (await (await page.request.get('/api/getWebshopHighlights')).json()).promocije[0] as {
      naziv_promocije: string;
      url: string;
    };

    const pages: [path: string, title: string][] = [
      ['/webshop', 'Webshop | IT Shop'],
      ['/webshop/televizori,-audio,-video', 'Televizori, audio, video | IT Shop'],
      ['/webshop/televizori,-audio,-video/soundbarovi', 'Soundbarovi | IT Shop'],
      [`/proizvod/${product.slug}`, `${product.naziv} | IT Shop`],
      ['/pretraga?search=samsung', 'Rezultati pretrage: samsung | IT Shop'],
      ['/korpa', 'Korpa | IT Shop'],
      ['/plati', 'Plaćanje | IT Shop'],
      ['/uporedi', 'Poređenje proizvoda | IT Shop'],
      [promotion.url, `${promotion.naziv_promocije} | IT Shop`],
      ['/prijava', 'Prijava | IT Shop'],
      ['/kupovina-na-rate', 'Kupovina na rate | IT Shop'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
    // A move inside the app replaces the title too (the shell's default first, then the page's own).
    await page.goto('/');
    await expect(page).toHaveTitle('IT Shop');
    await page.getByRole('link', { name: 'Pogledajte webshop' }).first().click();
    await expect(page).toHaveTitle('Webshop | IT Shop');
  });
}
