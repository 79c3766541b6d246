import { type APIRequestContext, expect, test } from '../support/test';

/** The demo catalogue as a shopper meets it (issue 15): every product its own name and its own pictures. */

interface Listing {
  proizvodi: { naziv: string; slug: string }[];
  brojStranica: number;
}

/** Every product of the shop, through the listing pages of each category (what the category pages show). */
async function everyListedProduct(request: APIRequestContext) {
  const categories = (await (await request.get('/api/getCategoriesForWebShop')).json()) as { url_stranice: string }[];
  expect(categories.length).toBeGreaterThan(0);
  const products: Listing['proizvodi'] = [];
  for (const { url_stranice } of categories) {
    for (let page = 1, pages = 1; page <= pages; page++) {
      const response = await request.get('/api/getCategoryProducts', {
        params: { kategorija: url_stranice, stranica: page },
      });
      expect(response.ok()).toBe(true);
      const listing = (await response.json()) as Listing;
      products.push(...listing.proizvodi);
      pages = listing.brojStranica;
    }
  }
  return products;
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('no two products in the catalogue share a name', async ({ request }) => {
      const products = await everyListedProduct(request);
      expect(products.length).toBeGreaterThan(100);
      const names = products.map((product) => product.naziv);
      const repeated = names.filter((name, i) => names.indexOf(name) !== i);
      expect(repeated).toEqual([]);
    });

    test('a product page shows at least 3 gallery images of its own', async ({ page, request }) => {
      const [product] = await everyListedProduct(request);
      await page.goto(`/proizvod/${product?.slug}`);
      const buttons = page.locator('[data-gallery]').getByRole('button', { name: /^Prikaži sliku \d+$/ });
      await expect(buttons).toHaveCount(3);
      const sources = await page
        .locator('[data-gallery] img')
        .evaluateAll((images) => [...new Set(images.map((image) => (image as HTMLImageElement).src))]);
      expect(sources.length).toBeGreaterThanOrEqual(3);
      for (const source of sources) {
        expect(new URL(source).pathname).toMatch(new RegExp(`^/slike/proizvodi/${product?.slug}-\\d\\.svg$`));
        const image = await request.get(source);
        expect(image.ok()).toBe(true);
        expect(image.headers()['content-type']).toContain('image/svg+xml');
      }
    });
  });
}
