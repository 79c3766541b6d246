import { skipCookieBanner } from '../support/consent';
import { DEMO_SHOP } from '../support/demo';
import { productFromApi } from '../support/shopApi';
import { expect, type Locator, type Page, test } from '../support/test';

/*
 * Issue 25, phone checkout: with "Platna kartica" chosen the card fields fit the page (stacked on a phone), the
 * expiry field puts in the "/" a digits keypad does not have and takes 12/29, 1229 and 12/2029, and the cardholder's
 * field is named as cards name it.
 */

const APPROVED_CARD = '4242 4242 4242 4242';

test.beforeEach(({ context, baseURL }) => skipCookieBanner(context, baseURL));

/** A guest with one product in the cart, on /plati with the delivery details filled in and the card chosen. */
async function payByCard(page: Page): Promise<Locator> {
  const product = await productFromApi(page.request, DEMO_SHOP.productInStock);
  expect((await page.request.post('/api/addToCart', { form: { id: product.id_proizvoda, quantity: 1 } })).ok()).toBe(
    true,
  );
  await page.goto('/plati');
  const payment = page.locator('[data-remote="checkout"]');
  for (const [label, value] of [
    ['Ime i prezime', 'Ana Anić'],
    ['Email', `kartica-${Date.now()}@example.ba`],
    ['Broj telefona', '061 234 567'],
    ['Adresa', 'Titova 1'],
    ['Grad', 'Sarajevo'],
    ['Poštanski broj', '71000'],
  ] as const) {
    await payment.getByLabel(label, { exact: true }).fill(value);
  }
  await payment.getByText('Platna kartica').click();
  return payment;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the card fields fit the page, stacked on a phone, and are named as cards name them', async ({ page }) => {
      const payment = await payByCard(page);
      const number = payment.getByLabel('Broj kartice');
      const name = payment.getByLabel('Ime na kartici');
      const expiry = payment.getByLabel('Važi do (MM/GG)');
      const cvc = payment.getByLabel('CVC');
      await expect(number).toHaveAttribute('autocomplete', 'cc-number');
      await expect(name).toHaveAttribute('autocomplete', 'cc-name');
      await expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
      await expect(expiry).toHaveAttribute('inputmode', 'numeric');
      await expect(cvc).toHaveAttribute('autocomplete', 'cc-csc');

      // No sideways scrolling: the page is as wide as the screen, and so is every address field.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      for (const field of [number, name, expiry, cvc, payment.getByLabel('Adresa', { exact: true })]) {
        const box = await field.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
      }

      const boxes = await Promise.all([number, name, expiry, cvc].map(async (field) => await field.boundingBox()));
      const [numberBox, nameBox, expiryBox, cvcBox] = boxes.map((box) => box ?? { x: 0, y: 0, width: 0, height: 0 });
      if (viewport.width < 600) {
        // One below the other, each as wide as the form.
        for (const [above, below] of [
          [numberBox, nameBox],
          [nameBox, expiryBox],
          [expiryBox, cvcBox],
        ] as const) {
          expect(below?.x).toBe(above?.x);
          expect(below?.width).toBe(above?.width);
          expect(below?.y).toBeGreaterThan((above?.y ?? 0) + (above?.height ?? 0));
        }
      } else {
        // Number and name side by side, expiry and CVC below them.
        expect(nameBox?.y).toBe(numberBox?.y);
        expect(cvcBox?.y).toBe(expiryBox?.y);
        expect(expiryBox?.y).toBeGreaterThan(numberBox?.y ?? 0);
      }
      await page.screenshot({ path: test.info().outputPath(`card-${viewport.width}.png`) });
    });

    test('the expiry field puts in the "/" as the shopper types and takes 12/29, 1229 and 12/2029', async ({
      page,
    }) => {
      const payment = await payByCard(page);
      const expiry = payment.getByLabel('Važi do (MM/GG)');
      const submit = payment.getByRole('button', { name: 'Naruči' });

      await expiry.pressSequentially('12');
      await expect(expiry).toHaveValue('12/');
      await expiry.pressSequentially('29');
      await expect(expiry).toHaveValue('12/29');

      // Each form is accepted by the page's check: the form stops at the terms (not accepted yet), not at the date.
      await payment.getByLabel('Broj kartice').fill(APPROVED_CARD);
      await payment.getByLabel('Ime na kartici').fill('Ana Anić');
      await payment.getByLabel('CVC').fill('123');
      for (const [typed, shown] of [
        ['1229', '12/29'],
        ['12/2029', '12/2029'],
        ['12/29', '12/29'],
      ] as const) {
        await expiry.fill('');
        await expiry.pressSequentially(typed);
        await expect(expiry).toHaveValue(shown);
        await submit.click();
        await expect(payment.getByText(/Potrebno je prihvatiti uslove/)).toBeVisible();
        await expect(expiry).not.toHaveAttribute('aria-invalid', 'true');
      }

      // A wrong date says which form is expected.
      await expiry.fill('');
      await expiry.pressSequentially('1329');
      await submit.click();
      await expect(expiry).toHaveAttribute('aria-invalid', 'true');
      await expect(payment.getByText('Unesite datum do kojeg kartica važi kao MM/GG, npr. 12/29.')).toBeVisible();

      // The API takes the date as typed on a digits keypad: the card is charged and the order placed.
      await expiry.fill('');
      await expiry.pressSequentially(viewport.width < 600 ? '1229' : '122029');
      await payment.getByRole('checkbox', { name: /prihvatam uslove/ }).check();
      await submit.click();
      await expect(page).toHaveURL(/\/narudzba\/\d{4}-\d{6}$/);
      await expect(payment.getByTestId('payment-state')).toContainText('Plaćanje karticom je odobreno');
    });
  });
}
