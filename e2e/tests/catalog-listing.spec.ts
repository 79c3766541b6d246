import { expect, test } from '../support/test';

const TV_CATEGORY = 'televizori,-audio,-video';

test('filters, sort and page live in the URL, and the back button walks them back', async ({ page }) => {
  await page.goto('/webshop/računari-i-komponente');
  const catalog = page.locator('[data-remote="catalog"]');
  await expect(catalog.getByRole('heading', { level: 1 })).toHaveText('Računari i komponente');
  const count = catalog.getByTestId('listing-count');
  await expect(count).toHaveText('Broj proizvoda: 40');

  // The on-sale facet's count is the number of rows the filter then shows.
  const onSale = catalog.getByRole('checkbox', { name: /Na akciji/ });
  const onSaleCount = Number((await onSale.locator('..').textContent())?.match(/\((\d+)\)/)?.[1]);
  // The box follows the URL, which changes right after the click (a router navigation).
  await onSale.click();
  await expect(onSale).toBeChecked();
  await expect(page).toHaveURL(/[?&]akcija=1/);
  await expect(count).toHaveText(`Broj proizvoda: ${onSaleCount}`);
  await expect(catalog.getByTestId('product-card')).toHaveCount(Math.min(onSaleCount, 24));

  await catalog.getByRole('combobox', { name: 'Sortiraj' }).selectOption('cijena_rastuce');
  await expect(page).toHaveURL(/sort=cijena_rastuce/);
  await expect(page).toHaveURL(/akcija=1/);

  // A shared link restores the same listing.
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(other.getByRole('checkbox', { name: /Na akciji/ })).toBeChecked();
  await expect(other.getByRole('combobox', { name: 'Sortiraj' })).toHaveValue('cijena_rastuce');
  await other.close();

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(catalog.getByRole('checkbox', { name: /Na akciji/ })).toBeChecked();
  await page.goBack();
  await expect(page).not.toHaveURL(/akcija=/);
  await expect(catalog.getByRole('checkbox', { name: /Na akciji/ })).not.toBeChecked();
  await expect(count).toHaveText('Broj proizvoda: 40');
});

test('pages hold in the URL and a manufacturer facet narrows the rows to its count', async ({ page }) => {
  await page.goto('/webshop/računari-i-komponente');
  const catalog = page.locator('[data-remote="catalog"]');
  await catalog.getByRole('button', { name: 'Stranica 2' }).click();
  await expect(page).toHaveURL(/stranica=2/);
  await expect(catalog.getByTestId('product-card')).toHaveCount(16);

  const manufacturer = catalog.getByRole('group', { name: 'Proizvođač' }).getByRole('checkbox').first();
  const expected = Number((await manufacturer.locator('..').textContent())?.match(/\((\d+)\)/)?.[1]);
  await manufacturer.click();
  await expect(manufacturer).toBeChecked();
  await expect(page).not.toHaveURL(/stranica=/);
  await expect(catalog.getByTestId('product-card')).toHaveCount(expected);
});

test('subcategory page: breadcrumb, subcategory links, and slugs with commas typed or percent-encoded', async ({
  page,
}) => {
  await page.goto(`/webshop/${TV_CATEGORY}`);
  const catalog = page.locator('[data-remote="catalog"]');
  await expect(catalog.getByRole('heading', { level: 1 })).toHaveText('Televizori, audio, video');
  await catalog.getByRole('navigation', { name: 'Podkategorije' }).getByRole('link', { name: 'Soundbarovi' }).click();
  await expect(catalog.getByRole('heading', { level: 1 })).toHaveText('Soundbarovi');
  const breadcrumb = catalog.getByRole('navigation', { name: 'Putanja' });
  await expect(breadcrumb.getByRole('link', { name: 'Televizori, audio, video' })).toBeVisible();
  await expect(catalog.getByTestId('product-card')).toHaveCount(8);

  await page.goto(`/webshop/${encodeURIComponent(TV_CATEGORY)}/${encodeURIComponent('soundbarovi')}`);
  await expect(catalog.getByRole('heading', { level: 1 })).toHaveText('Soundbarovi');
  await page.goto(`/webshop/${encodeURIComponent('kućna-tehnika')}`);
  await expect(catalog.getByRole('heading', { level: 1 })).toHaveText('Kućna tehnika');
});

test('a product card adds to the cart and the header count follows', async ({ page }) => {
  await page.goto('/webshop/računari-i-komponente?na_stanju=1');
  const card = page.getByTestId('product-card').first();
  await expect(card.getByText(/Dostupno online \((\d+|20\+)\)/)).toBeVisible();
  await card.getByRole('button', { name: 'Dodaj u korpu' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('an unknown category or subcategory shows not-found', async ({ page }) => {
  await page.goto('/webshop/nema-takve-kategorije');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stranica nije pronađena');
  await page.goto('/webshop/računari-i-komponente/nema-takve');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stranica nije pronađena');
});
