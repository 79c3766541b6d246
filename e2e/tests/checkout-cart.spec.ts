import { expect, type Page, test } from '../support/test';

/** Demo-seed products (fresh DB per run); each test reads the stock it relies on through the API first. */
const PROFORMA_SLUG = 'sony-wh-1000xm5-crna';
const CLAMP_SLUG = 'yealink-sip-t31p';
const ORDER_SLUG = 'gorenje-nrk6192axl4';

interface ProductAnswer {
  product: { id_proizvoda: number; naziv: string; kolicina: number };
}

async function productFromApi(page: Page, slug: string) {
  const answer: ProductAnswer = await (await page.request.get(`/api/proizvod/${encodeURIComponent(slug)}`)).json();
  return answer.product;
}

/** Adds to the browser context's cart through the API (page.request shares the context's cookies). */
async function addToCartThroughApi(page: Page, id: number, quantity: number) {
  const response = await page.request.post('/api/addToCart', { form: { id, quantity } });
  expect(response.ok()).toBe(true);
}

const checkoutRemote = (page: Page) => page.locator('[data-remote="checkout"]');
const headerCount = (page: Page) => page.getByTestId('cart-count').first();

test('product → cart → pro-forma dialog: errors, then success and close; the header count follows', async ({
  page,
}) => {
  const product = await productFromApi(page, PROFORMA_SLUG);
  expect(product.kolicina).toBeGreaterThan(0);

  await page.goto(`/proizvod/${PROFORMA_SLUG}`);
  await expect(headerCount(page)).toHaveText('0');
  await page
    .locator('[data-remote="product"]')
    .getByTestId('purchase-panel')
    .getByRole('button', { name: 'Dodaj u korpu' })
    .click();
  await expect(headerCount(page)).toHaveText('1');

  await page.goto('/korpa');
  const cart = checkoutRemote(page);
  await expect(cart.getByTestId('cart-line')).toHaveCount(1);
  await expect(cart.getByRole('link', { name: product.naziv })).toBeVisible();
  await expect(cart.getByTestId('totals')).toContainText('10,00 KM');
  await expect(headerCount(page)).toHaveText('1');

  await cart.getByRole('button', { name: 'Zatraži predračun' }).click();
  const dialog = page.getByRole('dialog', { name: 'Podaci za predračun' });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Pošalji upit' });
  // The site's alert (SPEC §8); the dialog also announces the error to screen readers inside it.
  const alert = page.locator('[data-alert-type]');

  await submit.click();
  await expect(alert).toHaveText('Popunite sva polja!');
  await expect(dialog.getByLabel('Naziv firme')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Naziv firme').fill('Firma d.o.o.');
  await dialog.getByLabel('JIB').fill('44000000000019999');
  await expect(dialog.getByLabel('JIB')).toHaveValue('4400000000001');
  await dialog.getByLabel('Kontakt osoba').fill('Ana Anić');
  await dialog.getByLabel('Email').fill('ana@firma');
  await dialog.getByLabel('Grad').fill('Sarajevo');
  await dialog.getByLabel('Poštanski broj').fill('7100');
  await dialog.getByLabel('Adresa').fill('Titova 1');
  await dialog.getByLabel('Broj telefona').fill('060 123 456');

  await submit.click();
  await expect(alert).toHaveText('Unesite ispravnu Email adresu!');
  await dialog.getByLabel('Email').fill('ana@firma.ba');
  await submit.click();
  await expect(alert).toHaveText('Unesite ispravan broj telefona.');
  await dialog.getByLabel('Broj telefona').fill('+387 61 234 567');
  await submit.click();
  await expect(alert).toHaveText('Unesite ispravan poštanski broj.');
  await dialog.getByLabel('Poštanski broj').fill('71000');

  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Upit za predračun poslan!' })).toBeVisible();
  // SPEC §4: closes after 3 s.
  await expect(dialog).toBeHidden({ timeout: 6_000 });
  await expect(headerCount(page)).toHaveText('1');
});

test('the cart clamps a quantity to the stock with "Raspoloživo", and the totals and header follow', async ({
  page,
}) => {
  const product = await productFromApi(page, CLAMP_SLUG);
  expect(product.kolicina).toBeGreaterThan(1);
  await addToCartThroughApi(page, product.id_proizvoda, 1);

  await page.goto('/korpa');
  const cart = checkoutRemote(page);
  const quantity = cart.getByLabel(`Količina: ${product.naziv}`);
  await expect(quantity).toHaveValue('1');
  await expect(headerCount(page)).toHaveText('1');

  await quantity.fill('99');
  await expect(quantity).toHaveValue(String(product.kolicina));
  await expect(cart.getByText(`Raspoloživo: ${product.kolicina}`)).toBeVisible();
  await expect(headerCount(page)).toHaveText(String(product.kolicina));
  // The message goes after about 2.5 s; + at the maximum shows it again.
  await expect(cart.getByText(`Raspoloživo: ${product.kolicina}`)).toBeHidden({ timeout: 5_000 });
  await cart.getByRole('button', { name: 'Povećaj količinu' }).click();
  await expect(cart.getByText(`Raspoloživo: ${product.kolicina}`)).toBeVisible();
  await expect(quantity).toHaveValue(String(product.kolicina));

  await cart.getByRole('button', { name: 'Smanji količinu' }).click();
  await expect(quantity).toHaveValue(String(product.kolicina - 1));
  await expect(headerCount(page)).toHaveText(String(product.kolicina - 1));

  await cart.getByRole('button', { name: `Ukloni ${product.naziv} iz korpe` }).click();
  await expect(cart.getByText('Vaša korpa je prazna.')).toBeVisible();
  await expect(headerCount(page)).toHaveText('0');
});

test('checkout with cash on delivery reaches the confirmation page with the order number', async ({ page }) => {
  const product = await productFromApi(page, ORDER_SLUG);
  expect(product.kolicina).toBeGreaterThan(1);
  await addToCartThroughApi(page, product.id_proizvoda, 2);

  await page.goto('/korpa');
  await expect(headerCount(page)).toHaveText('2');
  await checkoutRemote(page).getByRole('link', { name: 'Nastavi na plaćanje' }).click();
  await expect(page).toHaveURL(/\/plati$/);

  const payment = checkoutRemote(page);
  await payment.getByRole('button', { name: 'Naruči' }).click();
  await expect(page.getByRole('alert')).toHaveText('Popunite sva polja!');

  await payment.getByLabel('Ime i prezime').fill('Ana Anić');
  await payment.getByLabel('Email').fill('ana@firma.ba');
  await payment.getByLabel('Broj telefona').fill('061 234 567');
  await payment.getByLabel('Adresa').fill('Titova 1');
  await payment.getByLabel('Grad').fill('Sarajevo');
  await payment.getByLabel('Poštanski broj').fill('71000');
  await expect(payment.getByLabel('Plaćanje pouzećem')).toBeChecked();
  await payment.getByRole('checkbox', { name: /prihvatam uslove korišćenja/ }).check();
  await payment.getByRole('button', { name: 'Naruči' }).click();

  await expect(page).toHaveURL(/\/narudzba\/\d{4}-\d{6}$/);
  const confirmation = checkoutRemote(page);
  await expect(confirmation.getByRole('heading', { name: 'Hvala na narudžbi!' })).toBeVisible();
  const number = page.url().split('/').pop() ?? '';
  await expect(confirmation.getByTestId('order-number')).toHaveText(number);
  await expect(headerCount(page)).toHaveText('0');

  const after = await productFromApi(page, ORDER_SLUG);
  expect(after.kolicina).toBe(product.kolicina - 2);
});
