import { skipCookieBanner } from '../support/consent';
import { FORMER_PRODUCT_SLUG } from '../support/demo';
import { expect, type Locator, type Page, test } from '../support/test';

test.beforeEach(({ context, baseURL }) => skipCookieBanner(context, baseURL));

const PRIMARY = 'rgb(20, 33, 61)'; // --color-primary
const WHITE = 'rgb(255, 255, 255)';

/** Pictographs (emoji) in the text a visitor sees; ©, ® and ™ are ordinary typography. */
const EMOJI = /(?![\u00a9\u00ae\u2122])\p{Extended_Pictographic}|\uFE0F/gu;

async function productPath(page: Page) {
  const moved = await (await page.request.get(`/api/proizvod/${FORMER_PRODUCT_SLUG}`)).json();
  return `/proizvod/${encodeURIComponent(moved.slug)}`;
}

async function look(button: Locator) {
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      font: style.fontFamily,
      pageFont: getComputedStyle(document.body).fontFamily,
      background: style.backgroundColor,
      color: style.color,
    };
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test("'Dodaj u korpu' is the primary button and 'Zatraži predračun' the secondary one, in the site's font", async ({
      page,
    }) => {
      await page.goto(await productPath(page));
      const panel = page.getByTestId('purchase-panel');
      const addToCart = await look(panel.getByRole('button', { name: 'Dodaj u korpu' }));
      const proforma = await look(panel.getByRole('button', { name: 'Zatraži predračun' }));
      expect(addToCart).toMatchObject({ font: addToCart.pageFont, background: PRIMARY, color: WHITE });
      expect(proforma).toMatchObject({ font: proforma.pageFont, background: WHITE, color: PRIMARY });

      await page.goto('/webshop/računari-i-komponente');
      const cardButton = await look(
        page.getByTestId('product-card').first().getByRole('button', { name: 'Dodaj u korpu' }),
      );
      expect(cardButton).toMatchObject({ font: cardButton.pageFont, background: PRIMARY, color: WHITE });
    });

    test('the main pages show no emoji; the product page’s feature tiles carry SVG icons', async ({ page }) => {
      const product = await productPath(page);
      for (const path of [
        '/',
        '/webshop',
        '/webshop/računari-i-komponente',
        product,
        '/korpa',
        '/kontakt',
        '/usluge',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, as a visitor sees it, is the point
        const text = await page.locator('body').innerText();
        expect(text.match(EMOJI), path).toBeNull();
      }
      await page.goto(product);
      // The tiles' list (the instalments tile's text is a link to its page, inside the list item).
      const tiles = page.getByRole('list').filter({ has: page.getByRole('link', { name: 'Kupovina na rate' }) });
      await expect(tiles.locator('li svg')).toHaveCount(2);
    });
  });
}

test('the footer names the company with a single period after d.o.o.', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('copyright')).toContainText('IT Shop d.o.o. Sva prava zadržana.');
  await expect(page.getByTestId('copyright')).not.toContainText('d.o.o..');
});
