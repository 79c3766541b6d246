import { formatPrice } from '../../shared/src/format/price';
import type { Language } from '../../shared/src/i18n/language';
import { catalogMessages } from '../../shared/src/i18n/messages/catalog';
import { sharedUiMessages } from '../../shared/src/i18n/messages/shared-ui';
import { shellMessages } from '../../shared/src/i18n/messages/shell';
import { sitePaths } from '../../shared/src/site/paths';
import { sitePagePath } from '../../shared/src/site/routes';
import about from '../../shell/src/pages/content/about';
import voip from '../../shell/src/pages/content/voip';
import { DEMO_SHOP } from '../support/demo';
import { tabTitle } from '../support/serverHtml';
import { catalogApi } from '../support/shopApi';
import { expect, type Locator, type Page, test } from '../support/test';

/** These pages are the Serbian ones. */
const { category: categoryPath, product: productPath, promotion: promotionPath } = sitePaths('sr');

/*
 * Issue 12: every public page's HTML holds its content for a visitor (or crawler) that runs no JavaScript — the h1,
 * the main content, the title and description, and the language — as the server rendered it.
 */
test.use({ javaScriptEnabled: false });

interface ExpectedPage {
  h1: string;
  title: string;
  description: string;
  /** Texts of the page's main content. */
  texts?: string[];
  /** Links the main content holds (product cards, category tiles, service cards). */
  links?: string[];
}

const HTML_LANG: Record<Language, string> = { sr: 'sr-Latn', en: 'en' };

/** A value the test data must have (fails the test, naming it, when it does not). */
function defined<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`missing: ${what}`);
  return value;
}

const linkTo = (scope: Locator, href: string) => scope.locator(`a[href="${href.replace(/["\\]/g, '\\$&')}"]`).first();

async function expectServerPage(page: Page, path: string, language: Language, expected: ExpectedPage) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language]);
  await expect(page).toHaveTitle(expected.title);
  // The page's own description replaces the template's: one meta element.
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAttribute('content', expected.description);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(expected.h1);
  for (const text of expected.texts ?? []) await expect(main.getByText(text).first(), text).toBeVisible();
  for (const href of expected.links ?? []) await expect(linkTo(main, href), href).toBeAttached();
}

/** Every product shows as a card linking to its page (in the page's language). */
async function expectProductCards(scope: Locator, products: { slug: string }[], language: Language = 'sr') {
  expect(products.length, 'the demo data lists products here').toBeGreaterThan(0);
  await expect(scope.getByTestId('product-card')).toHaveCount(products.length);
  for (const { slug } of products) {
    await expect(linkTo(scope, sitePaths(language).product(slug)), slug).toBeAttached();
  }
}

for (const language of ['sr', 'en'] as const) {
  const shell = shellMessages[language];

  test.describe(`${language}: the company pages`, () => {
    test('home: hero, services and the shop highlights', async ({ page, request }) => {
      const { novo } = await catalogApi.highlights(request);
      await expectServerPage(page, sitePagePath('home', language), language, {
        h1: shell['home.title'],
        title: 'IT Shop',
        description: shell['home.description'],
        texts: [shell['home.lead'], shell['home.servicesLead']],
        links: [sitePagePath('webshop', language), sitePagePath('voip', language)],
      });
      // The catalog remote's block, rendered on the server too.
      await expectProductCards(page.getByTestId('home-newest'), novo, language);
    });

    test('about', async ({ page }) => {
      const content = about[language];
      await expectServerPage(page, sitePagePath('about', language), language, {
        h1: content.title,
        title: tabTitle(content.title),
        description: content.description,
        texts: [content.lead, defined(content.sections[0]?.paragraphs?.[0], 'the first paragraph of about')],
      });
    });

    test('services overview and a service page', async ({ page }) => {
      await expectServerPage(page, sitePagePath('services', language), language, {
        h1: shell['home.servicesTitle'],
        title: tabTitle(shell['nav.services']),
        description: shell['home.servicesLead'],
        texts: [shell['home.servicesLead']],
        links: [sitePagePath('voip', language), sitePagePath('cybersecurity', language)],
      });

      const content = voip[language];
      await expectServerPage(page, sitePagePath('voip', language), language, {
        h1: content.title,
        title: tabTitle(content.title),
        description: content.description,
        texts: [content.lead, defined(content.sections[0]?.heading, 'the first section of voip')],
        links: [sitePagePath('contact', language)],
      });
    });

    test('contact', async ({ page }) => {
      await expectServerPage(page, sitePagePath('contact', language), language, {
        h1: shell['contact.title'],
        title: tabTitle(shell['contact.title']),
        description: shell['contact.description'],
        texts: [shell['contact.lead']],
      });
    });
  });
}

test.describe('the shop in Serbian (English: english-shop.spec.ts)', () => {
  const catalog = catalogMessages.sr;
  const shopDescription = shellMessages.sr['home.description'];

  test('/webshop: categories, promotions and product cards', async ({ page, request }) => {
    const [categories, highlights] = await Promise.all([
      catalogApi.categories(request),
      catalogApi.highlights(request),
    ]);
    await expectServerPage(page, '/webshop', 'sr', {
      h1: catalog['shop.title'],
      title: tabTitle(catalog['shop.title']),
      description: shopDescription,
      texts: categories.map((category) => category.naziv_kategorije),
      links: [
        ...categories.map((category) => categoryPath(category.url_stranice)),
        ...highlights.promocije.map((promotion) => promotion.url),
      ],
    });
    await expectProductCards(page.locator('main'), [...highlights.naAkciji, ...highlights.novo]);
  });

  test('a category and a subcategory: product cards linking to the products', async ({ page, request }) => {
    const category = await catalogApi.listing(request, DEMO_SHOP.category);
    await expectServerPage(page, categoryPath(DEMO_SHOP.category), 'sr', {
      h1: category.kategorija.naziv,
      title: tabTitle(category.kategorija.naziv),
      description: shopDescription,
    });
    await expectProductCards(page.locator('main'), category.proizvodi);

    const subcategory = await catalogApi.listing(request, DEMO_SHOP.category, DEMO_SHOP.subcategory);
    const name = defined(subcategory.podkategorija?.naziv, 'the subcategory of the listing');
    await expectServerPage(page, categoryPath(DEMO_SHOP.category, DEMO_SHOP.subcategory), 'sr', {
      h1: name,
      title: tabTitle(name),
      description: shopDescription,
      // The breadcrumb leads back to the category.
      links: [categoryPath(category.kategorija.url_stranice)],
    });
    await expectProductCards(page.locator('main'), subcategory.proizvodi);
  });

  test('a promotion', async ({ page, request }) => {
    const promotion = await catalogApi.promotion(request, DEMO_SHOP.promotion);
    await expectServerPage(page, promotionPath(DEMO_SHOP.promotion), 'sr', {
      h1: promotion.naziv_promocije,
      title: tabTitle(promotion.naziv_promocije),
      description: shopDescription,
    });
    await expectProductCards(page.locator('main'), promotion.products);
  });

  test('search results', async ({ page, request }) => {
    const term = DEMO_SHOP.searchTerm;
    const results = await catalogApi.search(request, term);
    const heading = catalog['search.title'].replace('{term}', term);
    await expectServerPage(page, `/pretraga?search=${encodeURIComponent(term)}`, 'sr', {
      h1: heading,
      title: tabTitle(heading),
      description: shopDescription,
      texts: [catalog['search.count'].replace('{count}', String(results.ukupno))],
    });
    await expectProductCards(page.locator('main'), results.proizvodi);
  });

  for (const slug of [DEMO_SHOP.productInStock, DEMO_SHOP.productOutOfStock]) {
    test(`product ${slug}: name, price in KM, availability and its own description`, async ({ page, request }) => {
      const { product } = await catalogApi.product(request, slug);
      const stock = product.kolicina;
      // SPEC §4/§9: the count in brackets, '20+' above 20; none left reads 'Nedostupno'.
      const availability =
        stock > 0
          ? `${sharedUiMessages.sr['product.available']} (${stock > 20 ? '20+' : stock})`
          : sharedUiMessages.sr['product.unavailable'];
      const response = await page.goto(productPath(slug));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.sr);
      await expect(page).toHaveTitle(tabTitle(product.naziv));
      const productPart = page.locator('main [data-remote="product"]');
      await expect(productPart.getByRole('heading', { level: 1 })).toHaveText(product.naziv);
      await expect(productPart.getByText(formatPrice(product.trenutna_cijena)).first()).toBeVisible();
      await expect(productPart.getByText(availability, { exact: true }).first()).toBeVisible();

      // The product's short description (shortened for the meta element), not the site's.
      const summary = product.kratak_opis.replace(/\s+/g, ' ').trim();
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveCount(1);
      const content = (await description.getAttribute('content')) ?? '';
      expect(summary.startsWith(content.replace(/…$/, '')), `"${content}" is not from "${summary}"`).toBe(true);
      expect(content.length).toBeGreaterThanOrEqual(Math.min(summary.length, 100));
    });
  }

  test('a product that does not exist answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto(productPath('nema-takvog-proizvoda-u-ponudi'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText(
      shellMessages.sr['notFound.title'],
    );
  });
});
