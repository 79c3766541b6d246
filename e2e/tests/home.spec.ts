import { expect, test } from '../support/test';

test('home loads inside the shell layout, in Serbian by default and English under /en/', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('IT oprema i usluge za dom i poslovanje');
  await expect(page.getByRole('navigation', { name: 'Glavni meni' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Latn');

  await page.goto('/en/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('IT equipment and services for home and business');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/ovo-ne-postoji');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stranica nije pronađena');
});
