import { skipCookieBanner } from '../support/consent';
import { DEMO_CUSTOMER, DEMO_CUSTOMER_DELIVERY } from '../support/demo';
import { signIn } from '../support/sharedModules';
import { placeCashOnDeliveryOrder } from '../support/shopApi';
import { expect, type Page, test } from '../support/test';

/*
 * Issue 25, the account screens on a phone and a desktop: the order detail's lines fit 390 px with no sideways
 * scrolling, and registering "for a company" asks for the company's name (the shared schema, so the API agrees).
 */

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

test.beforeEach(({ context, baseURL }) => skipCookieBanner(context, baseURL));

/** The demo customer orders the two laptops in stock with the longest names; the order's id and their names. */
async function orderWithLongNames(page: Page): Promise<{ id: number; names: string[] }> {
  const listing = await page.request.get('/api/getCategoryProducts', {
    params: { kategorija: 'laptop-računari-i-tableti' },
  });
  const { proizvodi: products } = (await listing.json()) as {
    proizvodi: { id_proizvoda: number; naziv: string; kolicina: number }[];
  };
  const chosen = products
    .filter((product) => product.kolicina >= 2)
    .sort((a, b) => b.naziv.length - a.naziv.length)
    .slice(0, 2);
  expect(chosen).toHaveLength(2);
  for (const product of chosen) {
    expect((await page.request.post('/api/addToCart', { form: { id: product.id_proizvoda, quantity: 2 } })).ok()).toBe(
      true,
    );
  }
  const broj = await placeCashOnDeliveryOrder(page.request, DEMO_CUSTOMER_DELIVERY);
  const { narudzbe } = (await (await page.request.get('/api/getMyOrders')).json()) as {
    narudzbe: { id: number; broj: string }[];
  };
  const id = narudzbe.find((order) => order.broj === broj)?.id;
  if (id === undefined) throw new Error(`order ${broj} is not in the list`);
  return { id, names: chosen.map((product) => product.naziv) };
}

test('the order detail fits a 390 px phone (quantity × price under the name) and shows four columns at 1440 px', async ({
  page,
}) => {
  await signIn(page, DEMO_CUSTOMER);
  const { id, names } = await orderWithLongNames(page);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`/korisnik/narudzbe/${id}`);
    const detail = page.locator('[data-remote="account"]');
    const lines = detail.getByRole('table');
    await expect(lines.getByRole('link', { name: names[0], exact: true })).toBeVisible();
    const fit = await lines.evaluate((table) => {
      const panel = table.closest('section') as HTMLElement;
      return {
        pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        tableRight: Math.round(table.getBoundingClientRect().right),
        panelRight: Math.round(panel.getBoundingClientRect().right),
      };
    });
    expect(fit.pageOverflow).toBe(0);
    expect(fit.tableRight).toBeLessThanOrEqual(fit.panelRight);
    const phone = viewport.width < 600;
    await expect(lines.getByRole('columnheader')).toHaveText(
      phone ? ['Proizvod', 'Ukupno'] : ['Proizvod', 'Količina', 'Cijena', 'Ukupno'],
    );
    await expect(
      lines
        .getByRole('row')
        .nth(1)
        .getByText(/^2 × .+ KM$/),
    ).toBeVisible({ visible: phone });
    await page.screenshot({ path: test.info().outputPath(`order-detail-${viewport.width}.png`), fullPage: true });
  }
});

for (const viewport of VIEWPORTS) {
  test(`${viewport.width} px: registering for a company needs the company name, in the browser and at the API`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/registracija');
    const form = page.locator('[data-remote="account"]');
    const password = 'sasvim obicna recenica';
    await form.getByLabel('Ime i prezime').fill('Nina Nović');
    await form.getByLabel('Email').fill(`firma-${viewport.width}-${Date.now()}@example.ba`);
    await form.getByLabel('Lozinka', { exact: true }).fill(password);
    await form.getByLabel('Ponovite lozinku').fill(password);
    await form.getByLabel('Kupujem za firmu').check();
    await form.getByLabel('Prihvatam uslove korišćenja').check();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/register')) sent.push(request.url());
    });
    await form.getByRole('button', { name: 'Registruj se' }).click();
    await expect(form.locator('#register-naziv-error')).toHaveText('Unesite naziv firme.');
    await expect(form.getByLabel('Naziv firme')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: test.info().outputPath(`register-company-${viewport.width}.png`), fullPage: true });

    // The API checks with the same schema: "for a company" without its name is refused there too.
    const refused = await page.request.post('/api/register', {
      data: {
        ime: 'Nina Nović',
        email: `firma-api-${viewport.width}-${Date.now()}@example.ba`,
        password,
        passwordConfirm: password,
        firma: true,
        naziv: ' ',
        uslovi: true,
      },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Unesite naziv firme.',
      fields: { naziv: 'COMPANY_NAME_REQUIRED' },
    });

    // With the name, the form is sent.
    await form.getByLabel('Naziv firme').fill('Nabavka d.o.o.');
    await form.getByRole('button', { name: 'Registruj se' }).click();
    await expect(form.getByRole('status')).toContainText('Poslali smo email na');
  });
}
