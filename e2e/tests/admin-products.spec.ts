import { DEMO_ADMIN } from '../support/demo';
import { signIn } from '../support/sharedModules';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

const DEMO_EDITOR = { email: 'urednik@demo.ba', password: 'Urednik123!' };

/** What these tests read of the admin list and the editor's product (shared/src/contracts/admin/products.ts). */
interface AdminRow {
  id: number;
  name: string;
  slug: string;
  productCode: string;
  subcategoryId: number;
  stock: number;
  price: number;
}
interface AdminProduct extends AdminRow {
  version: number;
  [field: string]: unknown;
}

/** `1299.9` → `1.299,90 KM`, as the shop writes prices. */
const km = (value: number) =>
  `${value
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')} KM`;

async function adminRows(request: APIRequestContext, query: Record<string, string | number>): Promise<AdminRow[]> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const answer = await request.get(`/api/admin/products?${params}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { rows: AdminRow[] }).rows;
}

/** Puts a product's price back through the editor's own call, so the shared demo data stays as other specs expect. */
async function restorePrice(request: APIRequestContext, id: number, price: number) {
  const product = (await (await request.get(`/api/admin/products/${id}`)).json()) as AdminProduct;
  const { id: _id, images, imageUrl, formerSlugs, createdAt, updatedAt, categoryId, ...fields } = product;
  const answer = await request.put(`/api/admin/products/${id}`, { data: { ...fields, price } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function restoreStock(request: APIRequestContext, rows: AdminRow[]) {
  for (const row of rows) {
    const answer = await request.post('/api/admin/products/bulk', {
      data: { action: 'setStock', ids: [row.id], stock: row.stock },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
}

/** The open section of the panel (not the shop's header around it, which has a search box of its own). */
const section = (page: Page) => page.locator('section[aria-labelledby="admin-section-title"]');
const productTable = (page: Page) => section(page).getByRole('table', { name: 'Proizvodi' });
const searchBox = (page: Page) => section(page).getByLabel('Pretraga');
const successAlert = (page: Page) => page.locator('[data-alert-type="success"]');

test.use({ viewport: { width: 1440, height: 900 } });

test('an Admin finds a product, changes its price and the product page shows the new one', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  const [product] = await adminRows(page.request, { stock: 'in', onSale: 'no', sort: 'name', pageSize: 1 });
  if (!product) throw new Error('the demo catalogue has no product in stock and not on sale');
  const newPrice = Math.round((product.price + 11.11) * 100) / 100;

  try {
    await page.goto('/admin-panel#Proizvodi');
    await expect(page.getByRole('heading', { level: 1, name: 'Proizvodi' })).toBeVisible();
    await searchBox(page).fill(product.productCode);
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(product.productCode)}`));
    const table = productTable(page);
    await expect(table.getByRole('row')).toHaveCount(2); // the header and the one product with that code
    await table.getByRole('button', { name: product.name, exact: true }).click();

    await expect(page.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`product=${product.id}`));
    const price = page.getByLabel('Cijena (KM, sa PDV-om)', { exact: true });
    await expect(price).toHaveValue(product.price.toFixed(2));
    await price.fill(String(newPrice));
    await page.getByRole('button', { name: 'Sačuvaj' }).click();
    await expect(successAlert(page)).toHaveText('Sačuvano.');

    // The editor survives a reload (its product is in the URL) and shows the saved price.
    await page.reload();
    await expect(page.getByLabel('Cijena (KM, sa PDV-om)', { exact: true })).toHaveValue(newPrice.toFixed(2));
    await page.getByRole('button', { name: '← Nazad na listu' }).click();
    await expect(productTable(page).getByRole('row').nth(1)).toContainText(km(newPrice));

    await page.goto(`/proizvod/${product.slug}`);
    // The product page's part (the compare banner, also the product remote's, has a part of its own outside <main>).
    const productPage = page.locator('main [data-remote="product"]');
    await expect(productPage.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(productPage).toContainText(km(newPrice));
  } finally {
    await restorePrice(page.request, product.id, product.price);
  }
});

test("the product page's 'Izmijeni' link opens the list filtered to that product", async ({ page, context }) => {
  await signIn(page, DEMO_ADMIN);
  const [product] = await adminRows(page.request, { stock: 'in', sort: 'name', direction: 'desc', pageSize: 1 });
  if (!product) throw new Error('the demo catalogue has no product in stock');
  await page.goto(`/proizvod/${product.slug}`);
  const opened = context.waitForEvent('page');
  await page.locator('main [data-remote="product"]').getByRole('link', { name: 'Izmijeni' }).click();
  const panel = await opened;

  await expect(panel).toHaveURL(/\/admin-panel\?search=.+#Proizvodi$/);
  await expect(searchBox(panel)).toHaveValue(product.name);
  const names = productTable(panel).locator('tbody').getByRole('button');
  await expect(names.filter({ hasText: product.name }).first()).toBeVisible();
  // Every row matches the name (the demo catalogue repeats some names, so there may be more than one).
  for (const name of await names.allTextContents()) expect(name.toLowerCase()).toContain(product.name.toLowerCase());
});

test('an Editor has no Korisnici section and the API refuses an Admin-only call', async ({ page }) => {
  await signIn(page, DEMO_EDITOR);
  await page.goto('/admin-panel#Proizvodi');
  const sections = page.getByRole('navigation', { name: 'Odjeljci admin panela' });
  await expect(sections.getByRole('link', { name: 'Proizvodi' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Korisnici' })).toHaveCount(0);
  await expect(sections.getByRole('link', { name: 'Dnevnik' })).toHaveCount(0);
  await expect(productTable(page).getByRole('row').nth(1)).toBeVisible();

  // The same signed-in session, straight to the API: users and the audit log are Admin-only.
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  expect((await page.request.get('/api/admin/audit')).status()).toBe(403);
  expect((await page.request.get('/api/admin/products')).status()).toBe(200);
});

test('a bulk "set stock" on two selected rows shows in the table', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  const [first] = await adminRows(page.request, { stock: 'in', sort: 'name', pageSize: 1 });
  if (!first) throw new Error('the demo catalogue has no product in stock');
  // One subcategory's products in stock, by name: the view the URL below opens.
  const view = { subcategoryId: first.subcategoryId, stock: 'in', sort: 'name', direction: 'asc' };
  const rows = (await adminRows(page.request, { ...view, pageSize: 25 })).slice(0, 2);
  if (rows.length < 2) throw new Error('the subcategory has fewer than two products in stock');
  const stock = Math.max(...rows.map((row) => row.stock)) + 40;

  try {
    await page.goto(`/admin-panel?subcategory=${first.subcategoryId}&stock=in&sort=name&order=asc#Proizvodi`);
    const table = productTable(page);
    const tableRows = table.getByRole('row');
    await expect(tableRows.nth(1)).toContainText(rows[0]?.productCode ?? '');
    await expect(tableRows.nth(2)).toContainText(rows[1]?.productCode ?? '');
    await tableRows.nth(1).getByRole('checkbox', { name: 'Označi red' }).check();
    await tableRows.nth(2).getByRole('checkbox', { name: 'Označi red' }).check();

    const bar = page.getByRole('region', { name: 'Radnje nad označenim proizvodima' });
    await expect(bar).toContainText('Označeno: 2');
    await bar.getByRole('button', { name: 'Postavi stanje' }).click();
    const dialog = page.getByRole('dialog', { name: 'Postavi stanje' });
    await dialog.getByLabel('Stanje').fill(String(stock));
    await dialog.getByRole('button', { name: 'Primijeni na 2' }).click();
    await expect(successAlert(page)).toHaveText('Izmijenjeno proizvoda: 2.');
    await expect(dialog).toBeHidden();
    await expect(bar).toBeHidden(); // the selection is cleared

    // Stock is the seventh column after the selection box: image, name, code, subcategory, price, stock.
    await expect(tableRows.nth(1).getByRole('cell').nth(6)).toHaveText(String(stock));
    await expect(tableRows.nth(2).getByRole('cell').nth(6)).toHaveText(String(stock));
  } finally {
    await restoreStock(page.request, rows);
  }
});

test('filters and sorting live in the URL: a reload keeps the same view', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin-panel#Proizvodi');
  const table = productTable(page);
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  const category = section(page).getByLabel('Kategorija', { exact: true });
  await category.selectOption({ index: 1 });
  await expect(page).toHaveURL(/category=\d+/);
  const categoryName = (await category.locator('option:checked').textContent()) ?? '';
  const subcategory = section(page).getByLabel('Podkategorija');
  await expect(subcategory).toBeEnabled();
  await section(page).getByLabel('Stanje', { exact: true }).selectOption('in');
  await table.getByRole('button', { name: 'Cijena' }).click();
  await expect(page).toHaveURL(/category=\d+/);
  await expect(page).toHaveURL(/stock=in/);
  await expect(page).toHaveURL(/sort=price&order=asc/);
  await expect(table.getByRole('columnheader', { name: 'Cijena' })).toHaveAttribute('aria-sort', 'ascending');
  // Every row is of the chosen category (its name under the subcategory's).
  const rowCount = await table.locator('tbody tr').count();
  expect(rowCount).toBeGreaterThan(0);
  for (let row = 0; row < rowCount; row++) {
    await expect(table.locator('tbody tr').nth(row).getByRole('cell').nth(4)).toContainText(categoryName);
  }
  const firstRow = await table.locator('tbody tr').first().textContent();

  await page.reload();
  await expect(section(page).getByLabel('Kategorija', { exact: true })).toHaveValue(/\d+/);
  await expect(section(page).getByLabel('Stanje', { exact: true })).toHaveValue('in');
  await expect(productTable(page).getByRole('columnheader', { name: 'Cijena' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(productTable(page).locator('tbody tr').first()).toHaveText(firstRow ?? '');
});

/** Two different valid 1 × 1 PNGs (the API checks a file's first bytes, then stores it as WebP). */
const RED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGM4IScHAAK2AQU0pnWqAAAAAElFTkSuQmCC',
  'base64',
);
const BLUE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOQkzsBAAFiAQURG6MhAAAAAElFTkSuQmCC',
  'base64',
);

test('the editor: create with checks next to the fields, specifications, images, an edit conflict, delete', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin-panel#Proizvodi');
  await section(page).getByRole('button', { name: 'Novi proizvod' }).click();
  await expect(page).toHaveURL(/product=new/);
  const code = `E2E-${Date.now()}`;
  const name = `E2E proizvod ${code}`;

  await page.getByLabel('Naziv', { exact: true }).fill(name);
  // The slug follows the name until it is edited by hand.
  await expect(page.getByLabel('Adresa (slug)')).toHaveValue(`e2e-proizvod-${code.toLowerCase()}`);
  await page.getByLabel('Šifra proizvoda').fill(code);
  await page.getByLabel('Barkod (EAN-13)').fill('1234567890123');
  await page.getByLabel('Proizvođač').selectOption({ index: 1 });
  await page.getByLabel('Podkategorija').selectOption({ index: 1 });
  await page.getByLabel('Cijena (KM, sa PDV-om)', { exact: true }).fill('100');
  await page.getByLabel('Akcijska cijena (KM, sa PDV-om)').fill('120');
  await page.getByLabel('Proizvod je na akciji').check();
  await page.getByRole('button', { name: 'Dodaj specifikaciju' }).click();
  await page.getByRole('button', { name: 'Dodaj specifikaciju' }).click();
  await page.getByLabel('Naziv specifikacije 1').fill('Boja');
  await page.getByLabel('Vrijednost specifikacije 1').fill('Crna');
  await page.getByLabel('Naziv specifikacije 2').fill('Težina');
  await page.getByRole('button', { name: 'Dodaj proizvod' }).click();

  // Nothing was sent: each problem is next to its field.
  await expect(page).toHaveURL(/product=new/);
  await expect(page.getByLabel('Barkod (EAN-13)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Barkod (EAN-13)')).toHaveAccessibleDescription(
    'Barkod mora biti ispravan EAN-13 (13 cifara s kontrolnom cifrom).',
  );
  await expect(page.getByLabel('Akcijska cijena (KM, sa PDV-om)')).toHaveAccessibleDescription(
    'Akcijska cijena mora biti niža od redovne.',
  );
  await expect(page.getByLabel('Vrijednost specifikacije 2')).toHaveAccessibleDescription(
    'Unesite vrijednost specifikacije.',
  );
  await expect(page.locator('#product-new-barcode-error')).toBeVisible();

  await page.getByLabel('Barkod (EAN-13)').fill('1234567890128');
  await expect(page.getByLabel('Barkod (EAN-13)')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Akcijska cijena (KM, sa PDV-om)').fill('89.90');
  await page.getByLabel('Vrijednost specifikacije 2').fill('1,2 kg');
  // The second row moves to the top.
  await page.getByRole('button', { name: 'Pomjeri red 2 gore' }).click();
  await expect(page.getByLabel('Naziv specifikacije 1')).toHaveValue('Težina');
  await page.getByRole('button', { name: 'Dodaj proizvod' }).click();
  await expect(successAlert(page)).toHaveText('Sačuvano.');
  await expect(page).toHaveURL(/product=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('product'));
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

  // Images: two files, the second made the main one.
  await page.getByLabel('Dodaj slike').setInputFiles([
    { name: 'red.png', mimeType: 'image/png', buffer: RED_PNG },
    { name: 'blue.png', mimeType: 'image/png', buffer: BLUE_PNG },
  ]);
  await expect(successAlert(page)).toHaveText('Dodano slika: 2.');
  const images = page.getByRole('list').filter({ has: page.getByRole('img', { name: 'Slika 1' }) });
  await expect(images.getByRole('listitem')).toHaveCount(2);
  const stored = (await (await page.request.get(`/api/admin/products/${id}`)).json()) as AdminProduct;
  expect(stored.images).toHaveLength(2);
  const firstImage = await images.getByRole('img', { name: 'Slika 1' }).getAttribute('src');
  await images.getByRole('button', { name: 'Postavi kao glavnu' }).click();
  await expect(images.getByRole('img', { name: 'Slika 1' })).not.toHaveAttribute('src', firstImage ?? '');
  await expect(images.getByRole('img', { name: 'Slika 2' })).toHaveAttribute('src', firstImage ?? '');

  // Someone else saves first: this save is refused with a way to load their version.
  const theirs = (await (await page.request.get(`/api/admin/products/${id}`)).json()) as AdminProduct;
  const { id: _id, images: _images, imageUrl, formerSlugs, createdAt, updatedAt, categoryId, ...fields } = theirs;
  expect((await page.request.put(`/api/admin/products/${id}`, { data: { ...fields, stock: 7 } })).ok()).toBe(true);
  await page.getByLabel('Stanje').fill('3');
  await page.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page.getByText('Proizvod je u međuvremenu izmijenjen.')).toBeVisible();
  await page.getByRole('button', { name: 'Učitaj najnoviju verziju' }).click();
  await expect(page.getByLabel('Stanje')).toHaveValue('7');
  await expect(page.getByText('Proizvod je u međuvremenu izmijenjen.')).toBeHidden();

  await page.getByRole('button', { name: 'Obriši', exact: true }).click();
  await page.getByRole('dialog', { name: 'Brisanje proizvoda' }).getByRole('button', { name: 'Obriši' }).click();
  await expect(successAlert(page)).toHaveText(`Proizvod „${name}” je obrisan.`);
  await expect(page).not.toHaveURL(/product=/);
  expect((await page.request.get(`/api/admin/products/${id}`)).status()).toBe(404);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list and the editor fit the screen', async ({ page }) => {
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin-panel#Proizvodi');
    const table = productTable(page);
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    // The wide table scrolls inside its own box; the page itself does not scroll sideways.
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    await expect(searchBox(page)).toBeInViewport();

    await table.getByRole('row').nth(1).getByRole('button').first().click();
    await expect(page.getByLabel('Cijena (KM, sa PDV-om)', { exact: true })).toBeVisible();
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    await expect(page.getByRole('button', { name: 'Sačuvaj' })).toBeVisible();
  });
});
