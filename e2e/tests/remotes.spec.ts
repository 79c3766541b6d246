import { ADMIN_SECTION_HASHES } from '../support/adminSections';
import { DEMO_ADMIN, FORMER_PRODUCT_SLUG } from '../support/demo';
import { expect, test } from '../support/test';

test('the catalog remote lists the categories that came from the API', async ({ page, request }) => {
  const categories = (await (await request.get('/api/getCategoriesForWebShop')).json()) as {
    naziv_kategorije: string;
  }[];
  expect(categories).toHaveLength(12);

  await page.goto('/webshop');
  const catalog = page.locator('[data-remote="catalog"]');
  for (const category of categories) {
    await expect(catalog.getByRole('link', { name: category.naziv_kategorije })).toBeVisible();
  }
});

test('the product remote follows a former slug to the current URL and shows the product', async ({ page, request }) => {
  const moved = await (await request.get(`/api/proizvod/${FORMER_PRODUCT_SLUG}`)).json();
  expect(moved.status).toBe(301);
  const found = await (await request.get(`/api/proizvod/${encodeURIComponent(moved.slug)}`)).json();

  await page.goto(`/proizvod/${FORMER_PRODUCT_SLUG}`);
  await expect(page).toHaveURL(new RegExp(`/proizvod/${moved.slug}$`));
  const product = page.locator('[data-remote="product"]');
  await expect(product.getByRole('heading', { level: 1 })).toHaveText(found.product.naziv);
  await expect(product.getByRole('img', { name: found.product.naziv })).toHaveAttribute('src', found.product.url_slike);
  await expect(product.getByText(/\d KM/).first()).toBeVisible();
});

test('an unknown product goes to the not-found page (SPEC §4, §8)', async ({ page }) => {
  await page.goto('/proizvod/ovaj-proizvod-ne-postoji');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stranica nije pronađena');
});

test('cart, sign-in and admin remotes render, and an admin sees the panel with every section', async ({ page }) => {
  await page.goto('/korpa');
  await expect(page.locator('[data-remote="checkout"]').getByRole('heading', { name: 'Korpa' })).toBeVisible();

  await page.goto('/admin-panel');
  await expect(page.locator('[data-remote="admin"]').getByRole('alert')).toContainText('samo administratorima');

  await page.goto('/prijava');
  const account = page.locator('[data-remote="account"]');
  await account.getByRole('textbox', { name: 'Email' }).fill(DEMO_ADMIN.email);
  await account.getByLabel('Lozinka').fill('pogresna-lozinka');
  await account.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(account.getByRole('alert')).toHaveText('Pogrešan email ili lozinka.');

  await account.getByLabel('Lozinka').fill(DEMO_ADMIN.password);
  await account.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page.getByRole('button', { name: `Korisnički meni: ${DEMO_ADMIN.name}` })).toBeVisible();

  await page.goto('/admin-panel');
  const admin = page.locator('[data-remote="admin"]');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Pregled');
  // An Admin has every section of the panel.
  await expect(admin.getByRole('navigation', { name: 'Odjeljci admin panela' }).getByRole('link')).toHaveCount(
    ADMIN_SECTION_HASHES.length,
  );
});
