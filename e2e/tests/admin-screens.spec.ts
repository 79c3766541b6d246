import { SAMPLE_DELIVERY_DETAILS } from '../../shared/src/fixtures';
import { skipCookieBanner } from '../support/consent';
import { DEMO_ADMIN } from '../support/demo';
import { signIn } from '../support/sharedModules';
import { placeCashOnDeliveryOrder } from '../support/shopApi';
import { expect, type Page, test } from '../support/test';

/*
 * Issue 25, staff screens: the product table fits the panel at 1440 px (no sideways scrolling, of the page or of the
 * table's own box), a status change that emails the customer asks first, and counts read as Serbian counts do.
 */

/** Waits for what a page fetches first: generous, as the e2e machine may be busy. */
const ARRIVAL = { timeout: 15_000 };

const panel = (page: Page) => page.locator('[data-remote="admin"]');
const productTable = (page: Page) => panel(page).getByRole('table', { name: 'Proizvodi' });

test.beforeEach(async ({ page, context, baseURL }) => {
  await skipCookieBanner(context, baseURL);
  await signIn(page, DEMO_ADMIN);
});

/** How far the table's box and the page scroll sideways (0 when everything fits). */
const overflow = (page: Page) =>
  productTable(page).evaluate((table) => ({
    table: (table.parentElement?.scrollWidth ?? 0) - (table.parentElement?.clientWidth ?? 0),
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the product table fits the panel, whatever the page of it shows first', async ({ page }) => {
    const [first] = (
      (await (await page.request.get('/api/admin/products?sort=code&direction=desc&pageSize=1')).json()) as {
        rows: { id: number; name: string }[];
      }
    ).rows;
    if (!first) throw new Error('the demo catalogue has products');
    // A hidden product says so under its name (no column of its own for it).
    expect(
      (await page.request.put(`/api/admin/products/${first.id}/visibility`, { data: { hidden: true } })).ok(),
    ).toBe(true);
    try {
      // The pages with the widest cells of the demo catalogue: long codes, long names, sale prices, two-word labels.
      for (const query of ['', '?sort=name', '?sort=price&order=desc', '?sort=code&order=desc']) {
        await page.goto(`/admin-panel${query}#Proizvodi`);
        await expect(productTable(page).getByRole('row')).toHaveCount(26, ARRIVAL);
        expect({ query, overflow: await overflow(page) }).toEqual({ query, overflow: { table: 0, page: 0 } });
      }
      // The last page shown starts with the longest codes, the hidden product first.
      const hiddenRow = productTable(page).getByRole('row').nth(1);
      await expect(hiddenRow.getByRole('button', { name: first.name, exact: true })).toBeVisible();
      await expect(hiddenRow).toContainText('Skriven');
      // Every column header in sight, the last one included.
      const lastHeader = productTable(page).getByRole('columnheader').last();
      await expect(lastHeader).toHaveText('Izmijenjen');
      await expect(lastHeader).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: test.info().outputPath('product-table-1440.png') });
    } finally {
      await page.request.put(`/api/admin/products/${first.id}/visibility`, { data: { hidden: false } });
    }
  });

  test('the CSV check counts its rows as Serbian does: "3 reda"', async ({ page }) => {
    const template = await page.request.get('/api/admin/import/products/template');
    const [header = '', example = ''] = (await template.text()).replace(/^\uFEFF/, '').split('\r\n');
    const csv = `\uFEFF${[header, example, example, example].join('\r\n')}\r\n`;
    await page.goto('/admin-panel#Proizvodi');
    await panel(page).getByRole('button', { name: 'Uvezi CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Uvoz proizvoda iz CSV datoteke' });
    await dialog.getByLabel('CSV datoteka').setInputFiles({
      name: 'tri.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await dialog.getByRole('button', { name: 'Provjeri datoteku' }).click();
    await expect(dialog.getByText('Provjera datoteke „tri.csv”: 3 reda.')).toBeVisible(ARRIVAL);
  });
});

/** A guest's cash-on-delivery order of one product in stock; its number. */
async function guestOrder(page: Page, email: string): Promise<string> {
  const [category] = (await (await page.request.get('/api/getCategoriesForWebShop')).json()) as {
    url_stranice: string;
  }[];
  const listing = await page.request.get('/api/getCategoryProducts', {
    params: { kategorija: category?.url_stranice ?? '' },
  });
  const { proizvodi } = (await listing.json()) as { proizvodi: { id_proizvoda: number; kolicina: number }[] };
  const product = proizvodi.find((candidate) => candidate.kolicina > 0);
  const context = await page.context().browser()?.newContext({ baseURL: test.info().project.use.baseURL });
  if (!product || !context) throw new Error('a product in stock and a guest browser');
  try {
    expect(
      (await context.request.post('/api/addToCart', { form: { id: product.id_proizvoda, quantity: 1 } })).ok(),
    ).toBe(true);
    return await placeCashOnDeliveryOrder(context.request, { ...SAMPLE_DELIVERY_DETAILS, ime: 'Lejla Kovač', email });
  } finally {
    await context.close();
  }
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`${viewport.width} px: a status change asks first, naming the customer's email; "Odustani" changes nothing`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const email = `potvrda-${viewport.width}-${Date.now()}@example.ba`;
    const number = await guestOrder(page, email);
    await page.goto(`/admin-panel?search=${number}#Narudzbe`);
    await panel(page).getByRole('table', { name: 'Narudžbe' }).getByRole('button', { name: number }).click(ARRIVAL);
    const detail = panel(page).getByTestId('order-detail');
    await expect(detail.getByTestId('order-status')).toHaveText('Nova');

    await detail.getByRole('button', { name: 'Označi: Potvrđena' }).click();
    const confirm = page.getByRole('dialog', { name: `Označiti narudžbu ${number} kao „Potvrđena”?` });
    await expect(confirm).toContainText(`Kupac dobija email o novom statusu na adresu ${email}.`);
    await expect(confirm).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath(`order-status-confirm-${viewport.width}.png`) });
    await confirm.getByRole('button', { name: 'Odustani' }).click();
    await expect(confirm).toBeHidden();
    await expect(detail.getByTestId('order-status')).toHaveText('Nova');

    // Cancelling the order asks too (the stock comes back, the customer is told).
    await detail.getByRole('button', { name: 'Otkaži narudžbu' }).click();
    await expect(page.getByRole('dialog', { name: `Otkazati narudžbu ${number}?` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(detail.getByTestId('order-status')).toHaveText('Nova');

    await detail.getByRole('button', { name: 'Označi: Potvrđena' }).click();
    await confirm.getByRole('button', { name: 'Da, označi: Potvrđena' }).click();
    await expect(confirm).toBeHidden();
    await expect(detail.getByTestId('order-status')).toHaveText('Potvrđena');
    await expect(detail.getByTestId('order-timeline').getByRole('listitem')).toHaveText([/^Nova/, /^Potvrđena/]);
  });
}
