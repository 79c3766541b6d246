import { readFile } from 'node:fs/promises';
import { signIn } from '../support/sharedModules';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

const DEMO_EDITOR = { email: 'urednik@demo.ba', password: 'Urednik123!' };
/** Codes of this run's products: found again for the clean-up, never colliding with another run's. */
const PREFIX = `E2E-CSV-${Date.now().toString(36).toUpperCase()}`;
/** Enough rows that the job's progress is on screen for a moment; hidden, so the shop's pages do not change. */
const ROWS = 200;

/** Splits one CSV line at `;` outside quotes (the template's cells hold no line breaks). */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === '"' && quoted && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (char === ';' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

const quote = (cell: string) => (/[;"\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** The template's header and its example row (in a category the demo shop has), as the base of every test row. */
async function templateRow(request: APIRequestContext) {
  const answer = await request.get('/api/admin/import/products/template');
  expect(answer.ok(), await answer.text()).toBe(true);
  const [header = '', example = ''] = (await answer.text()).replace(/^\uFEFF/, '').split('\r\n');
  const columns = cellsOf(header);
  const values = cellsOf(example);
  return {
    header,
    row: (changes: Record<string, string>) =>
      columns.map((column, index) => quote(changes[column] ?? values[index] ?? '')).join(';'),
  };
}

/** A CSV of `ROWS` hidden products; `bad` puts a price no one can read on the file's third line. */
async function productCsv(request: APIRequestContext, { bad }: { bad: boolean }): Promise<Buffer> {
  const { header, row } = await templateRow(request);
  const lines = [header];
  for (let i = 0; i < ROWS; i++) {
    lines.push(
      row({
        kod_proizvoda: `${PREFIX}-${i}`,
        naziv: `E2E uvoz ${PREFIX} ${i} – čćđšž`,
        slug: '',
        naziv_proizvodjaca: 'Lenovo',
        skriven: '1',
        prodajna_cijena_sa_pdv: bad && i === 1 ? 'dvjesto' : '249,90',
      }),
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

async function deleteImported(request: APIRequestContext) {
  for (;;) {
    const answer = await request.get(`/api/admin/products?search=${encodeURIComponent(PREFIX)}&pageSize=100`);
    const { rows } = (await answer.json()) as { rows: { id: number }[] };
    if (rows.length === 0) return;
    for (const { id } of rows) await request.delete(`/api/admin/products/${id}`);
  }
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Uvoz proizvoda iz CSV datoteke' });
/** The figure under a count's label in the dialog (`<dt>label</dt><dd>n</dd>`). */
const count = (page: Page, label: string) => dialog(page).locator(`dt:text-is("${label}") + dd`);

async function checkFile(page: Page, name: string, buffer: Buffer) {
  await dialog(page).getByLabel('CSV datoteka').setInputFiles({ name, mimeType: 'text/csv', buffer });
  await dialog(page).getByRole('button', { name: 'Provjeri datoteku' }).click();
}

test.use({ viewport: { width: 1440, height: 900 } });

test('an Editor imports a CSV: the dry run shows the bad line, the fixed file imports with a progress bar', async ({
  page,
}) => {
  await signIn(page, DEMO_EDITOR);
  try {
    await page.goto('/admin-panel#Proizvodi');
    await page.getByRole('button', { name: 'Uvezi CSV' }).click();
    await expect(dialog(page)).toBeVisible();

    await checkFile(page, 'proizvodi-greska.csv', await productCsv(page.request, { bad: true }));
    const errors = dialog(page).getByRole('table', { name: 'Greške po redovima' });
    await expect(errors.getByRole('row')).toHaveCount(2);
    await expect(errors.getByRole('row').nth(1)).toContainText('3');
    await expect(errors.getByRole('row').nth(1)).toContainText('prodajna_cijena_sa_pdv');
    await expect(errors.getByRole('row').nth(1)).toContainText('Unesite broj');
    await expect(count(page, 'Novih proizvoda')).toHaveText(String(ROWS - 1));
    await expect(count(page, 'Redova s greškama')).toHaveText('1');

    await dialog(page).getByRole('button', { name: 'Izaberi drugu datoteku' }).click();
    await checkFile(page, 'proizvodi.csv', await productCsv(page.request, { bad: false }));
    await expect(count(page, 'Novih proizvoda')).toHaveText(String(ROWS));
    await expect(dialog(page).getByRole('table', { name: 'Greške po redovima' })).toHaveCount(0);
    // A small file can finish between two polls of a locator: a MutationObserver notes the bar the moment it shows.
    await page.evaluate(() => {
      const seen = window as unknown as { sawImportProgress: boolean };
      seen.sawImportProgress = false;
      new MutationObserver(() => {
        if (document.querySelector('dialog progress')) seen.sawImportProgress = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await dialog(page).getByRole('button', { name: 'Uvezi', exact: true }).click();

    await expect(dialog(page).getByText('Uvoz „proizvodi.csv” je završen.')).toBeVisible({ timeout: 60_000 });
    expect(await page.evaluate(() => (window as unknown as { sawImportProgress: boolean }).sawImportProgress)).toBe(
      true,
    );
    await expect(count(page, 'Dodano')).toHaveText(String(ROWS));
    await expect(count(page, 'Neuspjelo')).toHaveText('0');

    // After a reload the panel still knows the import (the last one), and the table lists the new products.
    const imported = await page.request.get(`/api/admin/products?search=${encodeURIComponent(PREFIX)}&pageSize=1`);
    expect(((await imported.json()) as { total: number }).total).toBe(ROWS);
    const current = await page.request.get('/api/admin/import/jobs/current');
    expect(await current.json()).toMatchObject({ job: { state: 'done', created: ROWS, fileName: 'proizvodi.csv' } });
  } finally {
    await deleteImported(page.request);
  }
});

test('the export downloads the filtered products as a CSV that starts with the UTF-8 BOM', async ({ page }) => {
  await signIn(page, DEMO_EDITOR);
  await page.goto('/admin-panel?search=Lenovo#Proizvodi');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Izvezi CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^proizvodi-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toMatch(/^kod_proizvoda;naziv;slug;/);
  expect(lines.length).toBeGreaterThan(2);
  expect(lines.slice(1, -1).every((line) => /lenovo/i.test(line))).toBe(true);
});
