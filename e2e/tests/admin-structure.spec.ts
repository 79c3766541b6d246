import { skipCookieBanner } from '../support/consent';
import { signIn } from '../support/sharedModules';
import { newestProducts } from '../support/shopApi';
import { expect, type Page, test } from '../support/test';

const DEMO_EDITOR = { email: 'urednik@demo.ba', password: 'Urednik123!' };
/** Waits for what a page fetches first: generous, as the e2e machine may be busy. */
const ARRIVAL = { timeout: 15_000 };
const COMPUTERS = { slug: 'računari-i-komponente', name: 'Računari i komponente' };

/** Names no other spec uses: this spec's rows are its own (and removed at the end), the demo rows stay as they are. */
const suffix = Date.now().toString(36);

test.beforeEach(async ({ context, baseURL }) => {
  await skipCookieBanner(context, baseURL);
});

async function categoryId(page: Page, slug: string): Promise<number> {
  const categories = (await (await page.request.get('/api/getCategoriesForWebShop')).json()) as {
    id_kategorije: number;
    url_stranice: string;
  }[];
  const found = categories.find((category) => category.url_stranice === slug);
  if (!found) throw new Error(`no category ${slug} in the demo shop`);
  return found.id_kategorije;
}

test('an Editor renames a subcategory and the shop shows the new name at once', async ({ page }) => {
  await signIn(page, DEMO_EDITOR);
  // A subcategory of its own, so the demo catalogue other specs read stays untouched.
  const created = await page.request.post('/api/admin/subcategories', {
    data: { name: `E2E podkategorija ${suffix}`, categoryId: await categoryId(page, COMPUTERS.slug) },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const subcategory = (await created.json()) as { id: number; slug: string };
  const renamed = `E2E preimenovana ${suffix}`;

  try {
    await page.goto(`/admin-panel?search=${encodeURIComponent(`E2E podkategorija ${suffix}`)}#Kategorije`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kategorije' })).toBeVisible(ARRIVAL);
    // The search keeps only the category holding the match.
    await page.getByRole('button', { name: `Podkategorije: ${COMPUTERS.name}` }).click();
    const subcategories = page.getByRole('region', { name: `Podkategorije kategorije „${COMPUTERS.name}”` });
    const row = subcategories.getByRole('row').filter({ hasText: `E2E podkategorija ${suffix}` });
    await row.getByRole('button', { name: 'Izmijeni' }).click();

    const editor = page.getByRole('region', { name: `Podkategorija: E2E podkategorija ${suffix}` });
    await editor.getByLabel('Naziv', { exact: true }).fill(renamed);
    await editor.getByRole('button', { name: 'Sačuvaj' }).click();
    await expect(page.getByText(`Sačuvano: „${renamed}”.`)).toBeVisible();

    // The shop: through the category bar to the category, whose subcategory list has the new name.
    await page.goto('/webshop');
    await page.getByTestId('category-bar').getByRole('link', { name: COMPUTERS.name }).click();
    const list = page.getByRole('navigation', { name: /podkategorije/i });
    await expect(list.getByRole('link', { name: renamed })).toBeVisible(ARRIVAL);
    await list.getByRole('link', { name: renamed }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed, ARRIVAL);
  } finally {
    await page.request.delete(`/api/admin/subcategories/${subcategory.id}`);
  }
});

test('an Editor creates a promotion with two products and /promocija/{slug} shows them', async ({ page }) => {
  const [first, second] = await newestProducts(page.request);
  if (!first || !second) throw new Error('the demo shop has fewer than two new products');
  await signIn(page, DEMO_EDITOR);
  const name = `E2E promocija ${suffix}`;
  const slug = `e2e-promocija-${suffix}`;

  await page.goto('/admin-panel#Promocije');
  await expect(page.getByRole('heading', { level: 1, name: 'Promocije' })).toBeVisible(ARRIVAL);
  await page.getByRole('button', { name: 'Nova promocija' }).click();
  const editor = page.getByRole('region', { name: 'Nova promocija' });
  await editor.getByLabel('Naziv', { exact: true }).fill(name);
  // An end before the start is refused next to the field, before anything is sent.
  await editor.getByLabel('Početak').fill('2030-01-02T10:00');
  await editor.getByLabel('Kraj').fill('2030-01-01T10:00');
  await editor.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(editor.getByLabel('Kraj')).toHaveAccessibleDescription('Kraj promocije mora biti nakon početka.');
  await editor.getByLabel('Početak').fill('');
  await editor.getByLabel('Kraj').fill('');
  await editor.getByRole('button', { name: 'Sačuvaj' }).click();

  const edit = page.getByRole('region', { name: `Promocija: ${name}` });
  await expect(edit).toBeVisible();
  let promotionId: number | undefined;
  try {
    const list = (await (await page.request.get(`/api/admin/promotions?search=${slug}`)).json()) as {
      promotions: { id: number; slug: string }[];
    };
    promotionId = list.promotions.find((promotion) => promotion.slug === slug)?.id;
    expect(promotionId).toBeDefined();

    for (const product of [first, second]) {
      await edit.getByLabel('Dodaj proizvod (naziv ili šifra)').fill(product.naziv);
      await edit
        .getByRole('button', { name: `Dodaj: ${product.naziv}`, exact: true })
        .first()
        .click();
      await expect(edit.getByRole('table').getByText(product.naziv, { exact: true })).toBeVisible();
    }

    await page.goto(`/promocija/${slug}`);
    const catalog = page.locator('[data-remote="catalog"]');
    await expect(catalog.getByRole('heading', { level: 1 })).toHaveText(name, ARRIVAL);
    const cards = catalog.getByTestId('product-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText(first.naziv);
    await expect(cards.nth(1)).toContainText(second.naziv);
  } finally {
    if (promotionId !== undefined) await page.request.delete(`/api/admin/promotions/${promotionId}`);
  }
});
