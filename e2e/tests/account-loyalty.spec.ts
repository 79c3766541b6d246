import { pluralCategory } from '../../shared/src/format/plural';
import { runApiCli } from '../support/apiCli';
import { DEMO_CUSTOMER, DEMO_CUSTOMER_DELIVERY } from '../support/demo';
import { signIn } from '../support/sharedModules';
import { placeCashOnDeliveryOrder } from '../support/shopApi';
import { expect, type Page, test } from '../support/test';

/** "1 bod", "3 boda", "5 bodova": the count as the page writes it (Serbian plural forms). */
const points = (count: number) =>
  `${count} ${{ one: 'bod', few: 'boda' }[pluralCategory(count, 'sr') as string] ?? 'bodova'}`;

const PRODUCT_SLUG = 'hp-pro-tower-290-g9-intel-core-i5-13400-16gb-256gb-ssd';
async function productOf(page: Page, slug: string) {
  const answer = await (await page.request.get(`/api/proizvod/${encodeURIComponent(slug)}`)).json();
  return answer.product as { id_proizvoda: number; naziv: string; trenutna_cijena: number; kolicina: number };
}

async function addToCart(page: Page, id: number, quantity: number) {
  const response = await page.request.post('/api/addToCart', { form: { id, quantity } });
  expect(response.ok()).toBe(true);
}

/** Whatever another test left in the demo customer's cart goes, so the order holds exactly this test's lines. */
async function emptyCart(page: Page) {
  const cart = await (await page.request.get('/api/getCart')).json();
  for (const line of cart.stavke as { id_proizvoda: number }[]) {
    expect((await page.request.delete(`/api/removeFromCart/${line.id_proizvoda}`)).ok()).toBe(true);
  }
}

const balanceOf = async (page: Page): Promise<number> =>
  (await (await page.request.get('/api/getLoyalty')).json()).bodovi;

test('loyalty: the programme page for everyone, points from a delivered order, redeemed at checkout', async ({
  page,
}) => {
  // A guest sees the programme, not points.
  await page.goto('/itshop-loyalty');
  const loyalty = page.locator('[data-remote="account"]');
  await expect(loyalty.getByRole('heading', { level: 1 })).toHaveText('IT Shop loyalty program');
  await expect(loyalty.getByText('100 bodova vrijedi 1 KM popusta', { exact: false })).toBeVisible();
  await expect(loyalty.getByText('Prijavite se da vidite svoje bodove.')).toBeVisible();

  // A product's page says what it earns: 1 point per whole KM of its current price.
  const product = await productOf(page, PRODUCT_SLUG);
  await page.goto(`/${PRODUCT_SLUG}-loyalty`);
  await expect(loyalty.getByTestId('product-points')).toContainText(points(Math.floor(product.trenutna_cijena)));
  await page.goto('/nema-takvog-proizvoda-loyalty');
  await expect(page).toHaveURL(/\/not-found$/);

  // Earn: an order of at least 500 KM of items, delivered (status changed as staff will, through the API's CLI).
  await signIn(page, DEMO_CUSTOMER);
  await emptyCart(page);
  const before = await balanceOf(page);
  const quantity = Math.ceil(600 / product.trenutna_cijena);
  await addToCart(page, product.id_proizvoda, quantity);
  const broj = await placeCashOnDeliveryOrder(page.request, DEMO_CUSTOMER_DELIVERY);
  runApiCli('src/modules/checkout/order-status-cli.ts', [broj, 'potvrđena', 'poslana', 'isporučena']);
  const earned = Math.floor(product.trenutna_cijena * quantity);
  expect(await balanceOf(page)).toBe(before + earned);

  await page.goto('/itshop-loyalty');
  await expect(loyalty.getByTestId('loyalty-balance')).toContainText(points(before + earned));
  const earnRow = loyalty.getByTestId('loyalty-ledger').getByRole('row').filter({ hasText: broj });
  await expect(earnRow).toContainText('Isporučena narudžba');
  await expect(earnRow).toContainText(`+${earned}`);

  // Redeem 500 points (5 KM) at /plati.
  await addToCart(page, product.id_proizvoda, 1);
  await page.goto('/plati');
  const payment = page.locator('[data-remote="checkout"]');
  for (const [label, value] of [
    ['Ime i prezime', DEMO_CUSTOMER_DELIVERY.ime],
    ['Broj telefona', DEMO_CUSTOMER_DELIVERY.telefon],
    ['Adresa', DEMO_CUSTOMER_DELIVERY.adresa],
    ['Grad', DEMO_CUSTOMER_DELIVERY.grad],
    ['Poštanski broj', DEMO_CUSTOMER_DELIVERY.posta],
  ] as const) {
    await payment.getByLabel(label, { exact: true }).fill(value);
  }
  const totalBefore = await payment.getByTestId('total').textContent();
  await payment.getByLabel('Iskoristi bodove za popust').check();
  await payment.getByLabel('Bodova za popust').fill('500');
  await payment.getByLabel('Bodova za popust').blur();
  await expect(payment.getByTestId('loyalty-discount')).toHaveText('-5,00 KM');
  await expect(payment.getByTestId('total')).not.toHaveText(totalBefore ?? '');
  await payment.getByRole('checkbox', { name: /prihvatam uslove korišćenja/ }).check();
  await payment.getByRole('button', { name: 'Naruči' }).click();

  await expect(page).toHaveURL(/\/narudzba\/\d{4}-\d{6}$/);
  await expect(payment.getByTestId('loyalty-discount')).toHaveText('-5,00 KM');
  await expect(payment.getByText('Iskorišteno bodova: 500')).toBeVisible();
  const redeemedOrder = page.url().split('/').pop() ?? '';

  await page.goto('/itshop-loyalty');
  await expect(loyalty.getByTestId('loyalty-balance')).toContainText(points(before + earned - 500));
  const redeemRow = loyalty.getByTestId('loyalty-ledger').getByRole('row').filter({ hasText: redeemedOrder });
  await expect(redeemRow).toContainText('Iskorišteno za popust');
  await expect(redeemRow).toContainText('-500');
});
