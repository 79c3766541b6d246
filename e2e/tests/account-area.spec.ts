import { ORDER_LINE_QUANTITY_LIMIT } from '../../shared/src/contracts/cart';
import { runApiCli } from '../support/apiCli';
import { DEMO_CUSTOMER, DEMO_CUSTOMER_DELIVERY } from '../support/demo';
import { signIn } from '../support/sharedModules';
import { catalogApi, placeCashOnDeliveryOrder } from '../support/shopApi';
import { expect, type Page, test } from '../support/test';

interface ProductInfo {
  id_proizvoda: number;
  naziv: string;
  kolicina: number;
}

/** Two products in stock with different names, found as a visitor would (the category listings). */
async function twoProductsInStock(page: Page): Promise<[ProductInfo, ProductInfo]> {
  // The second one's whole stock must fit in one cart line (ORDER_LINE_QUANTITY_LIMIT): the test fills the cart with it.
  const fitsOneLine = (product: ProductInfo) => product.kolicina <= ORDER_LINE_QUANTITY_LIMIT;
  let kept: ProductInfo | undefined;
  for (const category of await catalogApi.categories(page.request)) {
    const { proizvodi } = await catalogApi.listing(page.request, category.url_stranice);
    for (const product of proizvodi) {
      // The demo catalogue repeats some names, and the page names products by name.
      if (product.kolicina < 3 || product.naziv === kept?.naziv) continue;
      if (kept && fitsOneLine(product)) return [kept, product];
      kept ??= product;
    }
  }
  throw new Error('the demo catalogue has no two products in stock, one with at most 10 pieces');
}

const addToCart = async (page: Page, id: number, quantity: number) =>
  expect((await page.request.post('/api/addToCart', { form: { id, quantity } })).ok()).toBe(true);

/** Puts the demo customer's account back as the seed left it, for the specs that run after this one. */
async function restoreDemoCustomer(page: Page) {
  const addresses = (await (await page.request.get('/api/getAddresses')).json()) as { id: number }[];
  for (const { id } of addresses) await page.request.delete(`/api/deleteAddress/${id}`);
  await page.request.post('/api/updateProfile', {
    data: { ime: DEMO_CUSTOMER.name, telefon: '', naziv_firme: '', jib: '' },
  });
  const cart = (await (await page.request.get('/api/getCart')).json()) as { stavke: { id_proizvoda: number }[] };
  for (const line of cart.stavke) await page.request.delete(`/api/removeFromCart/${line.id_proizvoda}`);
}

test('a guest on /korisnik is asked to sign in', async ({ page }) => {
  await page.goto('/korisnik');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Moj nalog');
  await expect(page.getByText('Prijavite se da biste otvorili svoj nalog.')).toBeVisible();
  await page.getByRole('link', { name: 'Prijava' }).last().click();
  await expect(page).toHaveURL(/\/prijava$/);
});

test('orders list → detail → order again; profile edit; the default address prefills /plati', async ({ page }) => {
  await signIn(page, DEMO_CUSTOMER);
  try {
    const [kept, exhausted] = await twoProductsInStock(page);
    await addToCart(page, kept.id_proizvoda, 1);
    await addToCart(page, exhausted.id_proizvoda, 1);
    const broj = await placeCashOnDeliveryOrder(page.request, DEMO_CUSTOMER_DELIVERY);
    runApiCli('src/modules/checkout/order-status-cli.ts', [broj, 'potvrđena']);

    // The user menu's "Narudžbe" leads to the list; the newest order is first.
    await page.goto('/');
    await page.getByTestId('user-icon').click();
    await page.getByRole('menuitem', { name: 'Narudžbe' }).click();
    await expect(page).toHaveURL(/\/korisnik\/narudzbe$/);
    const first = page.getByTestId('my-order').first();
    await expect(first).toContainText(`Narudžba ${broj}`);
    await expect(first).toContainText('Potvrđena');
    await expect(first).toContainText('Artikala: 2');

    await first.getByRole('link', { name: `Narudžba ${broj}` }).click();
    await expect(page).toHaveURL(/\/korisnik\/narudzbe\/\d+$/);
    const detail = page.locator('[data-remote="account"]');
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText(`Narudžba ${broj}`);
    await expect(detail.getByRole('link', { name: kept.naziv, exact: true })).toBeVisible();
    await expect(detail.getByRole('heading', { name: 'Tok narudžbe' })).toBeVisible();
    await expect(detail.locator('ol li')).toHaveText([/^Nova/, /^Potvrđena/]);
    await expect(detail.getByTestId('payment-state')).toHaveText('Plaća se pri preuzimanju');
    await expect(detail.getByText('Kralja Petra 10')).toBeVisible();
    const pdfHref = await detail.getByRole('link', { name: /PDF/ }).getAttribute('href');
    const pdf = await page.request.get(pdfHref ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    // The cart already holds all the stock of one product: "order again" adds the other and says so.
    await addToCart(page, exhausted.id_proizvoda, exhausted.kolicina);
    await detail.getByRole('button', { name: 'Naruči ponovo' }).click();
    const result = detail.getByTestId('order-again-result');
    await expect(result).toContainText('Proizvodi su dodani u korpu.');
    // Only the exhausted product is reported (one name may begin with the other: compare whole items).
    await expect(result.getByRole('listitem')).toHaveText([
      `${exhausted.naziv}: trenutno nije na stanju, nije dodano.`,
    ]);
    const cart = (await (await page.request.get('/api/getCart')).json()) as {
      stavke: { id_proizvoda: number; kolicina: number }[];
    };
    expect(cart.stavke.find((line) => line.id_proizvoda === kept.id_proizvoda)?.kolicina).toBe(1);

    // The user menu's "Nalog": edit the profile, and it stays after a reload.
    await page.getByTestId('user-icon').click();
    await page.getByRole('menuitem', { name: 'Nalog' }).click();
    await expect(page).toHaveURL(/\/korisnik$/);
    const account = page.locator('[data-remote="account"]');
    const profile = account.getByRole('region', { name: 'Profil', exact: true });
    await profile.getByLabel('Telefon').fill('065 111 222');
    await profile.getByLabel('Naziv firme').fill('Demo d.o.o.');
    await profile.getByRole('button', { name: 'Sačuvaj' }).click();
    await expect(profile.getByRole('status')).toHaveText('Sačuvano.');
    await page.reload();
    await expect(profile.getByLabel('Telefon')).toHaveValue('065 111 222');
    await expect(profile.getByLabel('Naziv firme')).toHaveValue('Demo d.o.o.');

    // A first address becomes the default for delivery and billing, and prefills /plati.
    const addresses = account.getByRole('region', { name: 'Adrese', exact: true });
    await addresses.getByRole('button', { name: 'Dodaj adresu' }).click();
    await addresses.getByLabel('Ime i prezime (kontakt osoba)').fill('Marko Petrović');
    await addresses.getByLabel('Telefon').fill('066 555 444');
    await addresses.getByLabel('Adresa').fill('Gundulićeva 7');
    await addresses.getByLabel('Grad').fill('Sarajevo');
    await addresses.getByLabel('Poštanski broj').fill('7100');
    await addresses.getByRole('button', { name: 'Sačuvaj' }).click();
    await expect(addresses.getByLabel('Poštanski broj')).toHaveAccessibleDescription(
      'Unesite ispravan poštanski broj.',
    );
    await addresses.getByLabel('Poštanski broj').fill('71000');
    await addresses.getByRole('button', { name: 'Sačuvaj' }).click();
    const card = addresses.getByTestId('address');
    await expect(card).toContainText('Gundulićeva 7');
    await expect(card).toContainText('Zadana adresa dostave');
    await expect(card).toContainText('Zadana adresa za račun');

    await page.goto('/plati');
    const payment = page.locator('[data-remote="checkout"]');
    await expect(payment.getByLabel('Adresa')).toHaveValue('Gundulićeva 7');
    await expect(payment.getByLabel('Grad')).toHaveValue('Sarajevo');
    await expect(payment.getByLabel('Poštanski broj')).toHaveValue('71000');
    await expect(payment.getByLabel('Email')).toHaveValue(DEMO_CUSTOMER.email);
  } finally {
    await restoreDemoCustomer(page);
  }
});
