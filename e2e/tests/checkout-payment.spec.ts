import { DEMO_CUSTOMER } from '../support/demo';
import { expect, type Page, test } from '../support/test';

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

  await payment.getByRole('checkbox', { name: /prihvatam uslove korišćenja/ }).check();
  await payment.getByText('Platna kartica').click();
  await payment.getByLabel('Broj kartice').fill('4000 0000 0000 0002');
  await payment.getByLabel('Ime na kartici').fill('Marko Petrović');
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

/** Fills /plati's delivery details for a guest and accepts the terms. */
async function fillGuestDelivery(page: Page) {
  const payment = page.locator('[data-remote="checkout"]');
  await payment.getByLabel('Ime i prezime').fill('Ana Anić');
  await payment.getByLabel('Email').fill('ana@example.ba');
  await payment.getByLabel('Broj telefona').fill('065 123 456');
  await payment.getByLabel('Adresa').fill('Kralja Petra 10');
  await payment.getByLabel('Grad').fill('Banja Luka');
  await payment.getByLabel('Poštanski broj').fill('78000');
  await payment.getByRole('checkbox', { name: /prihvatam uslove korišćenja/ }).check();
  return payment;
}

test('the page sends one key per checkout attempt: the same request again answers the same order', async ({ page }) => {
  await addToCart(page, PRODUCT_SLUG, 1);
  await page.goto('/plati');
  const payment = await fillGuestDelivery(page);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/placeOrder'));
  await payment.getByRole('button', { name: 'Naruči' }).click();
  await expect(page).toHaveURL(/\/narudzba\/\d{4}-\d{6}$/);
  const body = (await sent).postDataJSON() as { idempotency_key?: string };
  expect(body.idempotency_key).toMatch(/^[0-9a-f]{32}$/);

  // A retry of that attempt (a lost answer, a second click that got through) places nothing new.
  const again = await page.request.post('/api/placeOrder', { data: body });
  expect(again.status()).toBe(200);
  expect(page.url()).toContain(`/narudzba/${(await again.json()).broj}`);
  await expect(page.getByTestId('cart-count').first()).toHaveText('0');
});

test('the card is not offered where the API takes no card payments', async ({ page }) => {
  await page.route('**/api/paymentMethods', (route) =>
    route.fulfill({ json: { nacini_placanja: ['pouzece', 'uplatnica'] } }),
  );
  await addToCart(page, PRODUCT_SLUG, 1);
  await page.goto('/plati');
  const payment = page.locator('[data-remote="checkout"]');
  await expect(payment.getByText('Uplata na račun')).toBeVisible();
  await expect(payment.getByText('Platna kartica')).toHaveCount(0);
});
