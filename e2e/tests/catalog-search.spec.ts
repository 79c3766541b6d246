import { expect, type Page, test } from '../support/test';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Pretraga proizvoda' });

test('suggestions appear only after 3 characters and after the debounce', async ({ page }) => {
  const requests: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/searchProducts')) requests.push(Date.now());
  });
  await page.goto('/');
  const box = searchBox(page);
  const listbox = page.getByRole('listbox', { name: 'Prijedlozi' });

  await box.pressSequentially('le');
  await page.waitForTimeout(600); // longer than the debounce: still nothing for 2 characters
  expect(requests).toHaveLength(0);
  await expect(listbox).toBeHidden();

  const typedAt = Date.now();
  await box.pressSequentially('nov', { delay: 50 });
  await expect(listbox.getByRole('option').first()).toBeVisible();
  // One request for the whole burst, sent no sooner than 300 ms after the first key of it.
  expect(requests).toHaveLength(1);
  expect((requests[0] as number) - typedAt).toBeGreaterThanOrEqual(300);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(listbox.getByRole('option').first()).toContainText('Lenovo');
  await expect(listbox.getByRole('option').first()).toContainText('KM');

  // Back to 2 characters clears the list.
  await box.fill('le');
  await expect(listbox).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('keyboard: arrows move through suggestions, Esc closes, Enter opens the highlighted product', async ({ page }) => {
  await page.goto('/');
  const box = searchBox(page);
  await box.fill('thinkpad');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) as string);
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();

  await box.press('ArrowDown'); // nothing open: nothing to move
  await box.fill('thinkpad e14');
  // During the debounce the previous term's suggestions are gone at once (read in the same moment, no waiting).
  expect(await page.evaluate(() => document.querySelectorAll('[role="option"]').length)).toBe(0);
  await expect(options.first()).toContainText('ThinkPad E14');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/proizvod\/lenovo-thinkpad-e14/);
});

test('Enter on an exact subcategory name (any case) opens that subcategory', async ({ page }) => {
  await page.goto('/');
  await searchBox(page).fill('sOUNDBAROVI');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/webshop\/televizori,-audio,-video\/soundbarovi$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soundbarovi');
});

test('Enter on any other term opens the results page; infinite scroll loads the second page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/');
  await searchBox(page).fill('samsung');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/pretraga\?search=samsung$/);
  const catalog = page.locator('[data-remote="catalog"]');
  const total = Number((await catalog.getByTestId('search-count').textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(10);
  const cards = catalog.getByTestId('product-card');
  await expect(cards).toHaveCount(10);
  await cards.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect(cards).toHaveCount(Math.min(total, 20));
});

test('the results page says when nothing is found, and finds without diacritics', async ({ page }) => {
  await page.goto('/pretraga?search=qqqzzzxxx');
  await expect(page.getByText('Nema proizvoda za „qqqzzzxxx“.')).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(0);
  await page.goto('/pretraga?search=gigaset%20slusalica');
  await expect(page.getByTestId('product-card').first()).toContainText('slušalica');
});

test('below 480 px the suggestions span the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const box = searchBox(page);
  await box.fill('samsung');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  const width = (await listbox.boundingBox())?.width ?? 0;
  expect(width).toBeGreaterThanOrEqual(388);
});
