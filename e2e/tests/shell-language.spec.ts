import { MIRRORED_PAGES } from '../../shared/src/site/routes';
import { expect, type Page, test } from '../support/test';

// The shop and account screens: the switch is hidden there (SPEC §2), in Serbian and on their English twins.
const WITHOUT_SWITCH = [
  '/webshop',
  '/webshop/monitori-i-periferija',
  '/proizvod/lenovo-thinkpad-e14-gen5',
  '/pretraga?search=laptop',
  '/korpa',
  '/korisnik',
  '/sacuvani-proizvodi',
  '/en/saved-products',
  '/en/webshop/monitori-i-periferija',
  '/en/product/lenovo-thinkpad-e14-gen5',
  '/en/search?search=laptop',
];

async function expectSwitch(page: Page, path: string, target: string | null) {
  await page.goto(path);
  await expect(page.locator('header[data-header]')).toBeVisible();
  const languageSwitch = page.getByTestId('language-switch');
  if (target === null) await expect(languageSwitch).toHaveCount(0);
  else await expect(languageSwitch, `switch on ${path}`).toHaveAttribute('href', target);
}

for (const width of [375, 1440]) {
  test(`${width} px: every route-table row has the switch to its mirror, and shop pages have none`, async ({
    page,
  }) => {
    test.setTimeout(240_000); // about fifty full page loads
    await page.setViewportSize({ width, height: 800 });
    // Rows with fixed paths; shop and account pages have English paths but hide the switch (SPEC §2).
    for (const row of MIRRORED_PAGES.filter((page) => !/[:*]/.test(page.sr))) {
      const shown = !('hidesLanguageSwitch' in row);
      await expectSwitch(page, row.sr, shown ? row.en : null);
      await expectSwitch(page, row.en, shown ? row.sr : null);
    }
    for (const path of WITHOUT_SWITCH) await expectSwitch(page, path, null);
  });
}

test('the switch leads to the mirror page in the other language, with hreflang links in the head', async ({ page }) => {
  await page.goto('/sajber-bezbjednost');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sajber bezbjednost');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/cybersecurity$/);
  await expect(page).toHaveTitle('Sajber bezbjednost | IT Shop');

  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(/\/en\/cybersecurity$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cybersecurity');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About' }),
  ).toHaveAttribute('href', '/en/about');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /cyber attacks/);

  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(/\/sajber-bezbjednost$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn');
});

test('the home page carries Organization structured data', async ({ page }) => {
  await page.goto('/');
  const jsonLd = await page.locator('script[type="application/ld+json"]#organization-jsonld').textContent();
  const organization = JSON.parse(jsonLd ?? '{}');
  expect(organization['@type']).toBe('Organization');
  expect(organization.address).toHaveLength(2);
});
