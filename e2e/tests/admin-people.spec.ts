import { SAMPLE_DELIVERY_DETAILS } from '../../shared/src/fixtures';
import { skipCookieBanner } from '../support/consent';
import { DEMO_ADMIN } from '../support/demo';
import { signIn } from '../support/sharedModules';
import { newestProducts, placeCashOnDeliveryOrder } from '../support/shopApi';
import { type APIRequestContext, expect, test } from '../support/test';

const DEMO_EDITOR = { email: 'urednik@demo.ba', password: 'Urednik123!' };

/** `1299.9` → `1.299,90 KM`, as the panel shows money (shared/src/format/price.ts). */
const km = (value: number) =>
  `${value
    .toFixed(2)
    .split('.')
    .map((part, index) => (index === 0 ? part.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : part))
    .join(',')} KM`;

/** A guest buys one unit of a product (cash on delivery) in its own session; returns the order number. */
async function placeOrder(request: APIRequestContext): Promise<string> {
  const [product] = await newestProducts(request);
  if (!product) throw new Error('the demo shop has no product in stock');
  expect((await request.post('/api/addToCart', { form: { id: product.id_proizvoda, quantity: 1 } })).ok()).toBe(true);
  return placeCashOnDeliveryOrder(request, {
    ...SAMPLE_DELIVERY_DETAILS,
    ime: 'Dina Dizdar',
    email: 'dina@primjer.ba',
  });
}

test.beforeEach(async ({ context, baseURL }) => {
  await skipCookieBanner(context, baseURL);
});

test('an Admin sees the period figures, the daily chart and the new order waiting', async ({
  page,
  playwright,
  baseURL,
}) => {
  const guest = await playwright.request.newContext({ baseURL });
  const orderNumber = await placeOrder(guest);
  await guest.dispose();

  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin-panel#Pregled');
  await expect(page.getByRole('heading', { level: 1, name: 'Pregled' })).toBeVisible();

  // The cards show what the API computes for the default period (the last 30 days), formatted like the shop.
  const figures = (await (await page.request.get('/api/admin/dashboard')).json()) as {
    revenue: number;
    orders: number;
    averageOrderValue: number;
    newCustomers: number;
    attention: { newOrders: { count: number; items: { number: string }[] } };
  };
  expect(figures.orders).toBeGreaterThanOrEqual(1);
  const cards = page.getByTestId('figure-card');
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(0)).toContainText('Prihod');
  await expect(cards.nth(0)).toContainText(km(figures.revenue));
  await expect(cards.nth(1)).toContainText(String(figures.orders));
  await expect(cards.nth(2)).toContainText(km(figures.averageOrderValue));
  await expect(cards.nth(3)).toContainText(String(figures.newCustomers));

  // The chart is drawn (one bar per day, today's not empty) and summarised for screen readers.
  const chart = page.getByTestId('sales-chart');
  await expect(chart.locator('svg.recharts-surface')).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  await expect(chart).toHaveAttribute('aria-label', /Dnevna prodaja od .* ukupno .* KM u \d+ narudžb[ei]/);

  // The new order waits in "Nove narudžbe" (oldest first), each linking to the orders section filtered to it.
  expect(figures.attention.newOrders.count).toBeGreaterThanOrEqual(1);
  const newOrders = page.getByRole('region', { name: `Nove narudžbe (${figures.attention.newOrders.count})` });
  const first = figures.attention.newOrders.items[0]?.number ?? '';
  await expect(newOrders.getByRole('link', { name: first })).toHaveAttribute(
    'href',
    `/admin-panel?search=${encodeURIComponent(first)}#Narudzbe`,
  );
  if (figures.attention.newOrders.count <= 5)
    await expect(newOrders.getByRole('link', { name: orderNumber })).toBeVisible();
  await expect(newOrders.getByRole('link', { name: 'Sve narudžbe' })).toHaveAttribute('href', '/admin-panel#Narudzbe');

  // Another preset asks for another period.
  await page.getByRole('button', { name: 'Zadnjih 7 dana' }).click();
  await expect(page.getByRole('button', { name: 'Zadnjih 7 dana' })).toHaveAttribute('aria-pressed', 'true');
});

test("an Admin changes a user's role and finds the change in #Dnevnik", async ({ page }) => {
  const email = `uloga-${Date.now()}@primjer.ba`;
  const registered = await page.request.post('/api/register', {
    data: {
      ime: 'Uma Uloga',
      email,
      password: 'Dugacka-lozinka-42',
      passwordConfirm: 'Dugacka-lozinka-42',
      uslovi: true,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  await signIn(page, DEMO_ADMIN);
  await page.goto(`/admin-panel?search=${encodeURIComponent(email)}#Korisnici`);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('combobox', { name: 'Uloga korisnika Uma Uloga' }).selectOption('Editor');
  await expect(page.getByText(`Uloga korisnika ${email} je sada Urednik.`)).toBeVisible();

  // The Admin's own role cannot be changed.
  await page.goto(`/admin-panel?search=${encodeURIComponent(DEMO_ADMIN.email)}#Korisnici`);
  await expect(page.getByRole('row').filter({ hasText: DEMO_ADMIN.email }).getByRole('combobox')).toBeDisabled();

  await page.goto('/admin-panel#Dnevnik');
  const entry = page.getByRole('row').filter({ hasText: 'user.role' }).filter({ hasText: DEMO_ADMIN.email }).first();
  await expect(entry).toBeVisible();
  await entry.getByText(/Prikaži izmjene/).click();
  const diff = entry.getByRole('table');
  await expect(diff.getByRole('row').filter({ hasText: 'role' })).toContainText('Korisnik');
  await expect(diff.getByRole('row').filter({ hasText: 'role' })).toContainText('Editor');
});

test('an Editor sees neither Korisnici nor Dnevnik, and the API answers 403', async ({ page }) => {
  await signIn(page, DEMO_EDITOR);
  await page.goto('/admin-panel');
  const menu = page.getByRole('navigation', { name: 'Odjeljci admin panela' });
  await expect(menu.getByRole('link', { name: 'Pregled' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Korisnici' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Dnevnik' })).toHaveCount(0);

  // page.request carries the editor's session cookie.
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  expect((await page.request.get('/api/admin/audit')).status()).toBe(403);
  expect((await page.request.get('/api/admin/dashboard')).status()).toBe(200);
});
