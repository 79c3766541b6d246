import { newestProducts } from '../support/shopApi';
import { expect, type Page, test } from '../support/test';

/** Is the element's centre the topmost thing there (nothing covers it)? */
const isUncovered = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === element || element.contains(top));
  });

for (const width of [390, 1440]) {
  test(`${width} px: the pro-forma dialog lists what it is for, keeps its errors inside under its title bar, and shows the request number`, async ({
    page,
  }) => {
    // No cookie choice yet: the cookie banner appears meanwhile, and the modal dialog must stay usable above it.
    await page.setViewportSize({ width, height: 800 });
    const product = (await newestProducts(page.request))[width === 390 ? 1 : 2];
    if (!product) throw new Error('no product in stock');
    await page.goto(`/proizvod/${product.slug}`);
    const panel = page.getByTestId('purchase-panel');
    await panel.getByRole('button', { name: 'Povećaj količinu' }).click();
    await panel.getByRole('button', { name: 'Zatraži predračun' }).click();

    const dialog = page.getByRole('dialog', { name: 'Podaci za predračun' });
    await expect(dialog).toBeVisible();
    const lines = dialog.getByTestId('proforma-line');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(product.naziv);
    await expect(lines.first()).toContainText('× 2');

    await dialog.getByRole('button', { name: 'Pošalji upit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Popunite sva polja!');
    // The problem is inside the dialog; its title and close button stay in view and uncovered.
    await expect(dialog.getByRole('heading', { name: 'Podaci za predračun' })).toBeInViewport();
    expect(await isUncovered(page, '#proforma-title')).toBe(true);
    expect(await isUncovered(page, '[role="dialog"] button[aria-label="Zatvori"]')).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`proforma-error-${width}.png`) });

    await dialog.getByLabel('Naziv firme').fill('Firma d.o.o.');
    await dialog.getByLabel('JIB').fill('4400000000001');
    await dialog.getByLabel('Kontakt osoba').fill('Ana Anić');
    await dialog.getByLabel('Email').fill('ana@firma.ba');
    await dialog.getByLabel('Grad').fill('Sarajevo');
    await dialog.getByLabel('Poštanski broj').fill('71000');
    await dialog.getByLabel('Adresa').fill('Titova 1');
    await dialog.getByLabel('Broj telefona').fill('+387 61 234 567');
    await dialog.getByRole('button', { name: 'Pošalji upit' }).click();

    await expect(dialog.getByRole('status')).toContainText('Upit za predračun poslan!');
    await expect(dialog.getByTestId('proforma-number')).toHaveText(/^Broj upita: PR-\d{4}-\d{6}$/);
    await page.screenshot({ path: test.info().outputPath(`proforma-sent-${width}.png`) });
    await expect(dialog).toBeHidden({ timeout: 6_000 });
  });
}
