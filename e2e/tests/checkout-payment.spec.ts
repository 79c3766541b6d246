import { expect, type Page, test } from '@playwright/test';
import { DEMO_CUSTOMER } from '../support/demo';

const PRODUCT_SLUG = 'hp-pro-tower-290-g9-intel-core-i5-13400-16gb-256gb-ssd';

async function addToCart(page: Page, slug: string, quantity: number) {
  const { product } = await (await page.request.get(`/api/proizvod/${encodeURIComponent(slug)}`)).json();
  expect(product.kolicina).toBeGreaterThanOrEqual(quantity);
  const response = await page.request.post('/api/addToCart', { form: { id: product.id_proizvoda, quantity } });
  expect(response.ok()).toBe(true);
}

test('a signed-in customer gets prefilled details; a declined card stays on /plati, a bank transfer gets its reference', async ({
  page,
}) => {
  expect((await page.request.post('/api/login', { data: DEMO_CUSTOMER })).ok()).toBe(true);
  await addToCart(page, PRODUCT_SLUG, 1);

  await page.goto('/plati');
  const payment = page.locator('[data-remote="checkout"]');
  await expect(payment.getByLabel('Ime i prezime')).toHaveValue(DEMO_CUSTOMER.name);
  await expect(payment.getByLabel('Email')).toHaveValue(DEMO_CUSTOMER.email);
  await payment.getByLabel('Broj telefona').fill('065 123 456');
  await payment.getByLabel('Adresa').fill('Kralja Petra 10');
  await payment.getByLabel('Grad').fill('Banja Luka');
  await payment.getByLabel('Poštanski broj').fill('78000');

  await payment.getByRole('checkbox', { name: /prihvatam uslove korištenja/ }).check();
  await payment.getByText('Platna kartica').click();
  await payment.getByLabel('Broj kartice').fill('4000 0000 0000 0002');
  await payment.getByLabel('Važi do (MM/GG)').fill('12/30');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: 'Naruči' }).click();
  await expect(page.getByRole('alert')).toContainText('Plaćanje karticom je odbijeno');
  await expect(page).toHaveURL(/\/plati$/);
  await expect(page.getByTestId('cart-count').first()).toHaveText('1');

  await payment.getByText('Uplata na račun').click();
  await payment.getByRole('button', { name: 'Naruči' }).click();
  await expect(page).toHaveURL(/\/narudzba\/\d{4}-\d{6}$/);
  await expect(payment.getByRole('heading', { name: 'Podaci za uplatu' })).toBeVisible();
  await expect(payment.getByTestId('payment-reference')).toHaveText(/^\d{12}$/);
  await expect(page.getByTestId('cart-count').first()).toHaveText('0');
});
