import { SAMPLE_DELIVERY_DETAILS, SAMPLE_PROFORMA_CUSTOMER } from '../../shared/src/fixtures';
import { skipCookieBanner } from '../support/consent';
import { DEMO_ADMIN } from '../support/demo';
import { signIn } from '../support/sharedModules';
import { catalogApi, placeCashOnDeliveryOrder } from '../support/shopApi';
import { expect, type Locator, type Page, test } from '../support/test';

/*
 * Issue 25, the admin screens that changed, on a phone and a desktop: shipping an order asks for the courier,
 * tracking number and tracking link in its confirmation, and a pro-forma request is answered with a reply form. Both
 * fit the width (no sideways scrolling, every field inside the screen).
 */

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

test.beforeEach(({ context, baseURL }) => skipCookieBanner(context, baseURL));

/**
 * A product with plenty of stock, from the last category: the order this spec ships keeps its pieces, and the specs
 * after it look at the first category's first cards, whose stock must stay as the seed left it.
 */
async function productInStock(page: Page): Promise<number> {
  for (const category of (await catalogApi.categories(page.request)).reverse()) {
    const { proizvodi } = await catalogApi.listing(page.request, category.url_stranice);
    const product = proizvodi.find((candidate) => candidate.kolicina >= 20);
    if (product) return product.id_proizvoda;
  }
  throw new Error('no product with 20 pieces in stock');
}

/** A guest's order, confirmed by the Admin through the API: the next step in the panel is "Poslana". */
async function confirmedOrder(page: Page): Promise<string> {
  const guest = await page.context().browser()?.newContext({ baseURL: test.info().project.use.baseURL });
  if (!guest) throw new Error('no browser');
  const shopper = await guest.newPage();
  expect(
    (await shopper.request.post('/api/addToCart', { form: { id: await productInStock(shopper), quantity: 1 } })).ok(),
  ).toBe(true);
  const broj = await placeCashOnDeliveryOrder(shopper.request, {
    ...SAMPLE_DELIVERY_DETAILS,
    ime: 'Gost Paketić',
    email: `paket-${Date.now()}@example.ba`,
  });
  await guest.close();
  const { orders } = (await (await page.request.get(`/api/admin/orders?search=${broj}`)).json()) as {
    orders: { id: number }[];
  };
  const confirmed = await page.request.post(`/api/admin/orders/${orders[0]?.id}/status`, {
    data: { status: 'potvrđena' },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return broj;
}

/** Nothing scrolls sideways and the element lies inside the screen's width. */
async function expectFits(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width + 0.5).toBe(true);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.width} px: shipping an order asks for the courier, tracking number and link`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO_ADMIN);
    const number = await confirmedOrder(page);
    await page.goto(`/admin-panel?search=${number}#Narudzbe`);
    const panel = page.locator('[data-remote="admin"]');
    await panel.getByRole('table', { name: 'Narudžbe' }).getByRole('button', { name: number }).click();
    await panel.getByTestId('order-detail').getByRole('button', { name: 'Označi: Poslana' }).click();
    const confirm = page.getByRole('dialog', { name: `Označiti narudžbu ${number} kao „Poslana”?` });
    for (const label of ['Kurirska služba', 'Broj pošiljke', 'Link za praćenje (nije obavezan)']) {
      const field = confirm.getByLabel(label);
      await expect(field).toBeVisible();
      await expectFits(page, field);
    }
    await confirm.getByRole('button', { name: 'Da, označi: Poslana' }).click();
    await expect(confirm.getByText('Unesite broj pošiljke.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`shipment-dialog-${viewport.width}.png`) });
    await confirm.getByLabel('Kurirska služba').fill('BH Pošta');
    await confirm.getByLabel('Broj pošiljke').fill('RR123456789BA');
    await confirm.getByRole('button', { name: 'Da, označi: Poslana' }).click();
    await expect(confirm).toBeHidden();
    const detail = panel.getByTestId('order-detail');
    await expect(detail.getByTestId('order-status')).toHaveText('Poslana');
    await expect(detail).toContainText('Kurirska služba: BH Pošta');
    await expect(detail).toContainText('Broj pošiljke: RR123456789BA');
  });

  test(`${viewport.width} px: a pro-forma request is answered with the reply form`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const company = `Odgovor ${viewport.width} ${Date.now()} d.o.o.`;
    const requested = await page.request.post('/api/zatraziPredracun', {
      data: {
        data: {
          products: [{ id_proizvoda: await productInStock(page), kolicina: 1 }],
          customer: {
            ...SAMPLE_PROFORMA_CUSTOMER,
            naziv: company,
            email: 'odgovor@example.ba',
          },
        },
      },
    });
    expect(requested.ok(), await requested.text()).toBe(true);
    const { broj_predracuna: number } = (await requested.json()) as { broj_predracuna: string };
    await signIn(page, DEMO_ADMIN);
    await page.goto(`/admin-panel?search=${encodeURIComponent(company)}#Predracuni`);
    const panel = page.locator('[data-remote="admin"]');
    await panel.getByRole('table', { name: 'Zahtjevi za predračun' }).getByRole('button', { name: number }).click();
    const proforma = panel.getByTestId('proforma-detail');
    const replies = proforma.getByRole('region', { name: 'Odgovori kupcu' });
    await expect(replies).toContainText('Kupcu još nije poslan odgovor.');
    const message = proforma.getByLabel(/^Odgovor \(šalje se na odgovor@example\.ba/);
    await message.scrollIntoViewIfNeeded();
    await expectFits(page, message);
    await message.fill('Poštovana, cijena važi do datuma na predračunu, a isporuka je moguća za tri dana.');
    await proforma.getByRole('button', { name: 'Pošalji odgovor' }).click();
    await expect(replies).toContainText('isporuka je moguća za tri dana');
    await expect(proforma.getByTestId('proforma-answered')).toContainText(DEMO_ADMIN.email);
    await expect(message).toHaveValue('');
    await replies.screenshot({ path: test.info().outputPath(`proforma-reply-${viewport.width}.png`) });
  });
}
