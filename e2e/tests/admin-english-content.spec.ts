import { sitePaths } from '../../shared/src/site/paths';
import { DEMO_ADMIN } from '../support/demo';
import { signIn } from '../support/sharedModules';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

/** What this test reads of the admin list and the editor's product (shared/src/contracts/admin/products.ts). */
interface AdminProduct {
  id: number;
  name: string;
  nameEn: string | null;
  slug: string;
  productCode: string;
  [field: string]: unknown;
}

const section = (page: Page) => page.locator('section[aria-labelledby="admin-section-title"]');
const successAlert = (page: Page) => page.locator('[data-alert-type="success"]');

/** The product answer in a language, as the English pages' API client asks for it (decision 007). */
async function productIn(request: APIRequestContext, slug: string, language: 'en' | 'sr') {
  const answer = await request.get(`/api/proizvod/${encodeURIComponent(slug)}`, {
    headers: { 'accept-language': language },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { product: { naziv: string } }).product;
}

/** Puts the English name back through the editor's own call, so the shared demo data stays as other specs expect. */
async function restoreEnglishName(request: APIRequestContext, id: number, nameEn: string | null) {
  const product = (await (await request.get(`/api/admin/products/${id}`)).json()) as AdminProduct;
  const { id: _id, images, imageUrl, formerSlugs, createdAt, updatedAt, categoryId, ...fields } = product;
  const answer = await request.put(`/api/admin/products/${id}`, { data: { ...fields, nameEn } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

test.use({ viewport: { width: 1440, height: 900 } });

test('an English name typed in the product editor is what the English shop shows; Serbian stays Serbian', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  const list = await page.request.get('/api/admin/products?stock=in&sort=name&pageSize=1');
  const [product] = ((await list.json()) as { rows: AdminProduct[] }).rows;
  if (!product) throw new Error('the demo catalogue has no product in stock');
  const englishName = `E2E English name ${Date.now()}`;

  try {
    await page.goto(`/admin-panel?search=${encodeURIComponent(product.productCode)}#Proizvodi`);
    await section(page).getByRole('button', { name: product.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
    const english = page.getByLabel('Naziv na engleskom', { exact: true });
    await expect(english).toHaveValue('');
    await english.fill(englishName);
    await page.getByRole('button', { name: 'Sačuvaj' }).click();
    await expect(successAlert(page)).toHaveText('Sačuvano.');
    await page.reload();
    await expect(page.getByLabel('Naziv na engleskom', { exact: true })).toHaveValue(englishName);

    // The English pages' API client sends `Accept-Language: en` (decision 007).
    expect((await productIn(page.request, product.slug, 'en')).naziv).toBe(englishName);
    expect((await productIn(page.request, product.slug, 'sr')).naziv).toBe(product.name);
    // The English product page shows the English name.
    await page.goto(sitePaths('en').product(product.slug));
    await expect(page.locator('main [data-remote="product"]').getByRole('heading', { level: 1 })).toHaveText(
      englishName,
    );
    // The Serbian product page, rendered by the shop, still shows the Serbian name.
    await page.goto(sitePaths('sr').product(product.slug));
    await expect(page.locator('main [data-remote="product"]').getByRole('heading', { level: 1 })).toHaveText(
      product.name,
    );
  } finally {
    await restoreEnglishName(page.request, product.id, null);
  }
});

test('the English of a specification word, changed in #Prijevodi, is what the English product answer shows', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  // A product with a colour: the demo translates "Boja" (and "Crna") for the whole catalogue.
  const found = await page.request.get('/api/getSearchResults?search=crna');
  const slug = ((await found.json()) as { proizvodi: { slug: string }[] }).proizvodi[0]?.slug;
  if (!slug) throw new Error('the demo catalogue has no black product');
  const colourIn = async (language: 'en' | 'sr') => {
    const answer = await page.request.get(`/api/proizvod/${encodeURIComponent(slug)}`, {
      headers: { 'accept-language': language },
    });
    const { description } = (await answer.json()) as { description: { naziv: string; vrijednost: string }[] };
    return description.find((row) => row.vrijednost === (language === 'en' ? 'Black' : 'Crna'))?.naziv;
  };
  expect(await colourIn('en')).toBe('Colour');
  const changed = `Colour ${Date.now()}`;

  try {
    await page.goto('/admin-panel?search=Boja#Prijevodi');
    await expect(page.getByRole('heading', { level: 1, name: 'Prijevodi' })).toBeVisible();
    const table = section(page).getByRole('table', { name: 'Specifikacije na engleskom' });
    const boja = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Boja', exact: true }) });
    await boja.getByRole('button', { name: 'Izmijeni' }).click();
    const editor = page.getByRole('region', { name: 'Izmijeni' });
    await expect(editor.getByLabel('Na srpskom')).toHaveValue('Boja');
    await editor.getByLabel('Na engleskom').fill(changed);
    await editor.getByRole('button', { name: 'Sačuvaj' }).click();
    await expect(successAlert(page)).toHaveText('Sačuvano.');
    await expect(table.getByRole('row').filter({ hasText: changed })).toBeVisible();

    expect(await colourIn('en')).toBe(changed);
    expect(await colourIn('sr')).toBe('Boja');
  } finally {
    const restored = await page.request.put('/api/admin/english-terms', {
      data: { serbian: 'Boja', english: 'Colour' },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
