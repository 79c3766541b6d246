import { expect, test } from '../support/test';

test('a promotion shows its name and product cards', async ({ page }) => {
  await page.goto('/promocija/black-friday');
  const catalog = page.locator('[data-remote="catalog"]');
  await expect(catalog.getByRole('heading', { level: 1 })).toHaveText('Black Friday popusti');
  await expect(catalog.getByTestId('product-card').first()).toBeVisible();
});

test('an unknown promotion (404) goes to /webshop', async ({ page }) => {
  await page.goto('/promocija/nema-te-promocije');
  await expect(page).toHaveURL(/\/webshop$/);
  await expect(page.locator('[data-remote="catalog"]').getByRole('heading', { level: 1 })).toHaveText('Webshop');
});

test('/webshop links the running promotions', async ({ page }) => {
  await page.goto('/webshop');
  await page.locator('[data-remote="catalog"]').getByRole('link', { name: 'Pametan dom' }).click();
  await expect(page).toHaveURL(/\/promocija\/pametan-dom$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pametan dom');
});
