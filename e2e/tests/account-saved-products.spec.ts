import { DEMO_CUSTOMER, FORMER_PRODUCT_SLUG } from '../support/demo';
import { signIn } from '../support/sharedModules';
import { expect, test } from '../support/test';

test('saved products: guests are asked to sign in; a user sees and removes their favourites', async ({ page }) => {
  await page.goto('/sacuvani-proizvodi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sačuvani proizvodi');
  await expect(page.getByText('Prijavite se da biste vidjeli svoju listu želja.')).toBeVisible();

  await signIn(page, DEMO_CUSTOMER);
  const moved = await (await page.request.get(`/api/proizvod/${FORMER_PRODUCT_SLUG}`)).json();
  const product = await (await page.request.get(`/api/proizvod/${encodeURIComponent(moved.slug)}`)).json();
  const added = await page.request.post('/api/addToFavorites', { form: { id: String(product.product.id_proizvoda) } });
  expect(added.ok()).toBe(true);

  await page.goto('/en/saved-products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved products');
  const card = page.getByTestId('product-card').filter({ hasText: product.product.naziv });
  await expect(card).toBeVisible();
  await expect(page.getByTestId('language-switch')).toHaveCount(0);
  await page.getByRole('button', { name: `Remove from the list: ${product.product.naziv}` }).click();
  await expect(card).toHaveCount(0);
});
