import { skipCookieBanner } from '../support/consent';
import { signIn } from '../support/sharedModules';
import { expect, type Page, test } from '../support/test';

// Issue 22: search that finds what shoppers mean, on the demo catalogue (360 products, its synonym groups).

const DEMO_EDITOR = { email: 'urednik@demo.ba', password: 'Urednik123!' };
const ARRIVAL = { timeout: 15_000 };
/** Words no other spec uses: this spec's synonym group is its own (and removed at the end). */
const suffix = Date.now().toString(36);

test.beforeEach(async ({ context, baseURL }) => {
  await skipCookieBanner(context, baseURL);
});

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Pretraga proizvoda' });
const catalog = (page: Page) => page.locator('[data-remote="catalog"]');

test('a query with no exact match offers "did you mean" and popular categories, each one click away', async ({
  page,
}) => {
  await page.goto('/pretraga?search=tostatira');
  const nothing = page.getByTestId('search-nothing-found');
  await expect(nothing).toContainText('Nema proizvoda za „tostatira“.');
  await expect(nothing.getByTestId('search-did-you-mean')).toHaveText('Da li ste mislili: tastature?');
  const popular = nothing.getByRole('navigation', { name: 'Pogledajte popularne kategorije' }).getByRole('link');
  expect(await popular.count()).toBeGreaterThanOrEqual(3);

  // "tastature" is a subcategory's very name: its results page moves on to the subcategory (SPEC §5).
  await nothing.getByRole('link', { name: 'tastature' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tastature');
  await expect(catalog(page).getByTestId('product-card').first()).toBeVisible();

  await page.goBack();
  const first = page.getByTestId('search-nothing-found').getByRole('navigation').getByRole('link').first();
  const name = (await first.textContent()) as string;
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('a typo still finds, and says what it searched for', async ({ page }) => {
  await page.goto('/pretraga?search=tastatira');
  await expect(catalog(page).getByTestId('search-did-you-mean')).toHaveText('Da li ste mislili: tastature?');
  await expect(catalog(page).getByTestId('product-card').first()).toBeVisible();
});

test('no product with every word: the best partial matches, with a note', async ({ page }) => {
  await page.goto('/pretraga?search=lenovo%20fri%C5%BEider');
  await expect(catalog(page).getByTestId('search-partial')).toContainText('Nijedan proizvod ne sadrži sve riječi');
  await expect(catalog(page).getByTestId('product-card').first()).toBeVisible();
});

for (const width of [390, 1440]) {
  test(`${width} px: facets and sort on /pretraga live in the URL (share, reload, back)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pretraga?search=laptop');
    const results = catalog(page);
    const count = results.getByTestId('search-count');
    const all = Number((await count.textContent())?.match(/\d+/)?.[0]);
    // On phones the filters are behind one button, in a drawer.
    const phone = width < 900;
    if (phone) await results.getByRole('button', { name: 'Filteri' }).click();
    const filters = phone ? page.getByTestId('filter-drawer') : results.getByRole('complementary', { name: 'Filteri' });
    const subcategory = filters.getByRole('group', { name: 'Podkategorija' }).getByRole('checkbox', {
      name: /^Laptopi/,
    });
    await subcategory.click();
    await expect(page).toHaveURL(/[?&]podkategorija=\d+/);
    await expect(subcategory).toBeChecked();
    await expect(count).not.toHaveText(`Pronađeno proizvoda: ${all}`);
    const laptops = Number((await count.textContent())?.match(/\d+/)?.[0]);
    expect(laptops).toBeLessThan(all);
    const inStock = filters.getByRole('checkbox', { name: /^Na stanju/ });
    await inStock.click();
    await expect(page).toHaveURL(/[?&]na_stanju=1/);
    await expect(inStock).toBeChecked();
    if (phone) await page.keyboard.press('Escape');

    await results.getByRole('combobox', { name: 'Sortiraj' }).selectOption('cijena_rastuce');
    await expect(page).toHaveURL(/[?&]sort=cijena_rastuce/);
    const url = page.url();
    const shown = await count.textContent();
    const prices = async () =>
      (await results.getByTestId('product-card').allTextContents()).map((text) =>
        Number(
          text
            .match(/([\d.]+,\d{2}) KM/)?.[1]
            ?.replace(/\./g, '')
            .replace(',', '.'),
        ),
      );
    const sorted = await prices();
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

    // The URL holds it all: opened afresh (as a shared link would be), it shows the same results.
    await page.goto(url);
    await expect(count).toHaveText(shown as string);
    await expect(results.getByRole('combobox', { name: 'Sortiraj' })).toHaveValue('cijena_rastuce');
    // Back undoes the sort (the fresh load took the sorted entry's place), then the stock filter.
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page).toHaveURL(/[?&]na_stanju=1/);
    await page.goBack();
    await expect(page).not.toHaveURL(/na_stanju/);
    await expect(count).toHaveText(`Pronađeno proizvoda: ${laptops}`);
  });

  test(`${width} px: the suggestions offer the subcategory first, with its product count, to its page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await searchBox(page).fill('laptopi');
    const first = page.getByRole('listbox', { name: 'Prijedlozi' }).getByRole('option').first();
    await expect(first).toHaveAttribute('data-testid', 'suggested-subcategory');
    await expect(first).toContainText('Laptopi');
    await expect(first).toContainText(/\d+ proizvoda?/);
    await first.click();
    await expect(page).toHaveURL(/\/webshop\/laptop-ra%C4%8Dunari-i-tableti\/laptopi$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Laptopi');
  });
}

test('an Editor sees a query that found nothing in #Pretraga, makes it a synonym, and the shop then finds it', async ({
  page,
}) => {
  const word = `zmajko${suffix}`;
  await page.goto(`/pretraga?search=${word}`);
  await expect(page.getByTestId('search-nothing-found')).toBeVisible();

  await signIn(page, DEMO_EDITOR);
  await page.goto('/admin-panel#Pretraga');
  await expect(page.getByRole('heading', { level: 1, name: 'Pretraga' })).toBeVisible(ARRIVAL);
  // The counts are saved every 10 s: the query shows among those that found nothing once they are.
  const zero = page.getByTestId('zero-result-queries');
  await expect(async () => {
    await page.reload();
    await expect(zero.getByRole('row', { name: new RegExp(word) })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  await zero
    .getByRole('row', { name: new RegExp(word) })
    .getByRole('button', { name: 'Dodaj kao sinonim' })
    .click();
  const phrases = page.getByRole('textbox', { name: 'Izrazi (odvojeni zarezom)' });
  await expect(phrases).toHaveValue(`${word}, `);
  await phrases.fill(`${word}, laptop`);
  await page.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page.getByText('Sačuvano.')).toBeVisible();
  const row = page
    .getByRole('row', { name: new RegExp(word) })
    .filter({ hasText: 'laptop' })
    .last();
  await expect(row).toBeVisible();

  try {
    await page.goto(`/pretraga?search=${word}`);
    const cards = catalog(page).getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(0);
    // A laptop: the synonym stands for the word "laptop" (the subcategory Laptopi).
    await expect(catalog(page).getByTestId('search-count')).not.toHaveText('Pronađeno proizvoda: 0');
  } finally {
    await page.goto(`/admin-panel?search=${word}#Pretraga`);
    const mine = page.getByRole('table', { name: 'Sinonimi' }).getByRole('row', { name: new RegExp(word) });
    await mine.getByRole('button', { name: 'Obriši' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Obriši' }).click();
    await expect(page.getByText('Grupa je obrisana.')).toBeVisible();
  }
  await page.goto(`/pretraga?search=${word}`);
  await expect(page.getByTestId('search-nothing-found')).toBeVisible();
});
