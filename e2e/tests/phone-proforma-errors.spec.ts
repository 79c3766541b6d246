import { skipCookieBanner } from '../support/consent';
import { newestProducts } from '../support/shopApi';
import { expect, type Page, test } from '../support/test';

/*
 * SPEC §8: pro-forma validation failures show as error alerts for 3 s; the fields keep their own marking, and the
 * dialog's title bar and close button stay uncovered (on a phone the alert sits at the bottom).
 */

test.beforeEach(({ context, baseURL }) => skipCookieBanner(context, baseURL));

const errorAlert = (page: Page) => page.locator('[data-alert-type="error"]');

const isUncovered = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === element || element.contains(top));
  });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`${viewport.width} px: each validation failure is an error alert for 3 s, and its field stays marked`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const product = (await newestProducts(page.request))[0];
    if (!product) throw new Error('no product in stock');
    await page.clock.install();
    await page.goto(`/proizvod/${product.slug}`);
    await page.getByTestId('purchase-panel').getByRole('button', { name: 'Zatraži predračun' }).click();
    const dialog = page.getByRole('dialog', { name: 'Podaci za predračun' });
    await expect(dialog).toBeVisible();
    // From here the page's clock moves only when told to.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

    const send = dialog.getByRole('button', { name: 'Pošalji upit' });
    const expectAlertFor3s = async (text: string) => {
      await expect(errorAlert(page)).toHaveText(text);
      await expect(errorAlert(page)).toHaveAttribute('role', 'alert');
      expect(await isUncovered(page, '#proforma-title')).toBe(true);
      expect(await isUncovered(page, '[role="dialog"] button[aria-label="Zatvori"]')).toBe(true);
      await page.clock.runFor(2_900);
      await expect(errorAlert(page)).toHaveText(text);
      await page.clock.runFor(200);
      await expect(errorAlert(page)).toHaveCount(0);
    };

    await send.click();
    await expectAlertFor3s('Popunite sva polja!');
    await expect(dialog.getByLabel('Naziv firme')).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: test.info().outputPath(`proforma-fields-${viewport.width}.png`) });

    for (const [label, value] of [
      ['Naziv firme', 'Firma d.o.o.'],
      ['JIB', '4400000000001'],
      ['Kontakt osoba', 'Ana Anić'],
      ['Email', 'ana@firma'],
      ['Grad', 'Sarajevo'],
      ['Poštanski broj', '710'],
      ['Adresa', 'Titova 1'],
      ['Broj telefona', '12'],
    ] as const) {
      await dialog.getByLabel(label, { exact: true }).fill(value);
    }
    await send.click();
    await expectAlertFor3s('Unesite ispravnu Email adresu!');
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Email', { exact: true }).fill('ana@firma.ba');
    await send.click();
    await expectAlertFor3s('Unesite ispravan broj telefona.');
    await expect(dialog.getByLabel('Broj telefona', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Broj telefona', { exact: true }).fill('061 234 567');
    await send.click();
    await expectAlertFor3s('Unesite ispravan poštanski broj.');
    await expect(dialog.getByLabel('Poštanski broj', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    // Still open, nothing sent.
    await expect(dialog.getByRole('status')).toHaveCount(0);
  });
}
