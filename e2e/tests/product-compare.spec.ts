import { skipCookieBanner } from '../support/consent';
import { FORMER_PRODUCT_SLUG } from '../support/demo';
import { expect, type Page, test } from '../support/test';

// A returning visitor: the first-visit cookie banner (fixed at the bottom, above everything) would cover the compare
// banner's buttons, and which of them it covers depends on the window's width.
test.beforeEach(({ context, baseURL }) => skipCookieBanner(context, baseURL));

interface Summary {
  slug: string;
  naziv: string;
  id_podkategorije: number;
}

/** Six in-stock products of one subcategory and one of another, from the demo catalog through the API. */
async function productsToCompare(page: Page): Promise<{ sameSubcategory: Summary[]; other: Summary }> {
  const moved = await (await page.request.get(`/api/proizvod/${FORMER_PRODUCT_SLUG}`)).json();
  const found = await (await page.request.get(`/api/proizvod/${encodeURIComponent(moved.slug)}`)).json();
  const product: Summary = found.product;
  const recommended: Summary[] = found.recommendedProducts;
  const sameSubcategory = [
    product,
    ...recommended.filter((item) => item.id_podkategorije === product.id_podkategorije),
  ].slice(0, 6);
  expect(sameSubcategory).toHaveLength(6);
  const other = recommended.find((item) => item.id_podkategorije !== product.id_podkategorije);
  if (!other) throw new Error('the demo catalog should recommend a product of another subcategory');
  return { sameSubcategory, other };
}

const banner = (page: Page) => page.getByRole('complementary', { name: 'Poređenje proizvoda' });

async function toggleCompare(page: Page, product: Summary) {
  await page.goto(`/proizvod/${encodeURIComponent(product.slug)}`);
  const checkbox = page.locator('[data-remote="product"]').getByRole('checkbox', { name: 'Uporedi' });
  await expect(checkbox).toBeEnabled();
  await checkbox.click();
  return checkbox;
}

test('compare: add up to 5 with the banner, refuse a 6th and another subcategory, then /uporedi', async ({
  page,
  baseURL,
}) => {
  // A choice made earlier: the cookie banner (after 2 s) would otherwise sit over the compare banner's buttons.
  await page.context().addCookies([{ name: 'cookiePreferences', value: 'necessary', url: baseURL }]);
  const { sameSubcategory, other } = await productsToCompare(page);
  const [first, second, third, fourth, fifth, sixth] = sameSubcategory as [
    Summary,
    Summary,
    Summary,
    Summary,
    Summary,
    Summary,
  ];

  await page.goto(`/proizvod/${encodeURIComponent(first.slug)}`);
  await expect(banner(page)).toHaveCount(0);

  for (const product of [first, second, third, fourth, fifth]) {
    const checkbox = await toggleCompare(page, product);
    await expect(checkbox).toBeChecked();
  }
  await expect(banner(page).getByRole('listitem')).toHaveCount(5);
  await expect(banner(page).getByText('Prazno mjesto')).toHaveCount(0);

  const sixthCheckbox = await toggleCompare(page, sixth);
  await expect(page.getByRole('alert')).toHaveText('Možete uporediti najviše 5 proizvoda.');
  await expect(sixthCheckbox).not.toBeChecked();

  // Collapsing hides the slots; the toggle opens them again.
  await banner(page)
    .getByRole('button', { name: /Sakrij poređenje/ })
    .click();
  await expect(banner(page).getByRole('listitem')).toHaveCount(0);
  await banner(page)
    .getByRole('button', { name: /Prikaži poređenje/ })
    .click();

  await banner(page)
    .getByRole('button', { name: `Ukloni ${fifth.naziv}` })
    .click();
  await expect(banner(page).getByText('Prazno mjesto')).toHaveCount(1);

  const otherCheckbox = await toggleCompare(page, other);
  await expect(page.getByRole('alert')).toHaveText('Možete uporediti samo proizvode iz iste podkategorije.');
  await expect(otherCheckbox).not.toBeChecked();

  await banner(page).getByRole('link', { name: 'Uporedi' }).click();
  await expect(page).toHaveURL(/\/uporedi$/);
  await expect(banner(page)).toHaveCount(0);
  const table = page.locator('[data-remote="product"]').getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(4);
  for (const product of [first, second, third, fourth])
    await expect(table.getByRole('link', { name: product.naziv })).toBeVisible();

  // Specification rows that differ are highlighted; 'only differences' keeps just those, and unchecking brings back all.
  const specificationRows = table.locator('tr[data-differs]');
  const differing = table.locator('tr[data-differs="true"]');
  const allCount = await specificationRows.count();
  const differingCount = await differing.count();
  expect(differingCount).toBeGreaterThan(0);
  await expect(differing.first()).toHaveCSS('background-color', 'rgb(255, 246, 224)');
  if (allCount > differingCount) {
    await expect(table.locator('tr[data-differs="false"]').first()).not.toHaveCSS(
      'background-color',
      'rgb(255, 246, 224)',
    );
  }
  await page.getByLabel('Prikaži samo razlike').check();
  await expect(specificationRows).toHaveCount(differingCount);
  await page.getByLabel('Prikaži samo razlike').uncheck();
  await expect(specificationRows).toHaveCount(allCount);

  await table.getByRole('button', { name: `Ukloni ${fourth.naziv}` }).click();
  await expect(table.getByRole('columnheader')).toHaveCount(3);

  await table.getByRole('button', { name: 'Dodaj u korpu' }).first().click();
  await expect(page.getByTestId('cart-count').first()).toHaveText('1');

  await page.goto(`/proizvod/${encodeURIComponent(first.slug)}`);
  await banner(page).getByRole('button', { name: 'Ukloni sve' }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.goto('/uporedi');
  await expect(page.getByText('Nemate proizvoda za poređenje.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Idi u webshop' })).toHaveAttribute('href', '/webshop');
});
