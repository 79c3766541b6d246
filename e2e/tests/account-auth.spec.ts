import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../support/freePort';
import { linkIn, waitForEmail } from '../support/outbox';
import { type ShopServer, startShopServer } from '../support/shopServer';
import { type Browser, expect, type Page, test } from '../support/test';

/*
 * Registration, confirmation and the forgotten password, end to end: the emails are read from the outbox folder of a
 * server started for this file (its own OUTBOX_DIR, and SITE_URL so the links point at it).
 */

const PASSWORD = 'zelena livada 2026';
const NEW_PASSWORD = 'plavo more u julu';
const PRODUCT_SLUG = 'hp-pro-tower-290-g9-intel-core-i5-13400-16gb-256gb-ssd';

let server: ShopServer;
let origin: string;
const outbox = mkdtempSync(path.join(tmpdir(), 'shop-e2e-outbox-'));

test.beforeAll(async () => {
  const port = freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startShopServer(port, { OUTBOX_DIR: outbox, OUTBOX_POLL_MS: '200', SITE_URL: origin });
});
test.afterAll(() => server.stop());

const unique = (name: string) => `${name}-${Date.now()}@example.ba`;

async function signInThroughPage(page: Page, email: string, password: string) {
  await page.goto(`${origin}/prijava`);
  const form = page.locator('[data-remote="account"]');
  // By role: the resend form folded away below has an email field too, hidden.
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByLabel('Lozinka', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Prijavi se' }).click();
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('register → confirm through the emailed link → sign in', async ({ page }) => {
  const email = unique('nova');
  await page.goto(`${origin}/prijava`);
  await page.getByRole('link', { name: 'Registrujte se' }).click();
  await expect(page).toHaveURL(`${origin}/registracija`);

  const form = page.locator('[data-remote="account"]');
  await form.getByLabel('Ime i prezime').fill('Nina Nović');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Lozinka', { exact: true }).fill('password123');
  await form.getByLabel('Ponovite lozinku').fill('password123');
  await form.getByRole('button', { name: 'Registruj se' }).click();
  // The common-password rule of the shared schema answers before anything is sent.
  await expect(form.locator('#register-password-error')).toContainText('Ova lozinka je među najčešće korištenima');

  await form.getByLabel('Lozinka', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Ponovite lozinku').fill(PASSWORD);
  await form.getByRole('button', { name: 'Registruj se' }).click();
  await expect(form.locator('#register-uslovi-error')).toHaveText('Potrebno je prihvatiti uslove korišćenja.');
  await form.getByLabel('Prihvatam uslove korišćenja').check();
  await form.getByRole('button', { name: 'Registruj se' }).click();
  await expect(form.getByRole('status')).toContainText(`Poslali smo email na ${email}`);

  // Not confirmed yet: the right password is told so, and may ask for the link again.
  await signInThroughPage(page, email, PASSWORD);
  await expect(page.getByText('Nalog još nije potvrđen.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pošalji novi link' })).toBeVisible();

  const verification = await waitForEmail(outbox, email, /verify-account\//);
  expect(verification.subject).toBe('Potvrdite svoj nalog na IT Shop');
  await page.goto(linkIn(verification, origin, /\/verify-account\/[A-Za-z0-9_-]{43}/));
  await expect(page.getByText('Email adresa je potvrđena.')).toBeVisible();

  await signInThroughPage(page, email, PASSWORD);
  await expect(page).toHaveURL(`${origin}/`);
  expect(await (await page.request.get(`${origin}/api/getUser`)).json()).toMatchObject({ email });
});

test('forgot password → reset through the link → the old session is signed out', async ({ page, browser }) => {
  const email = unique('zaboravna');
  const register = await page.request.post(`${origin}/api/register`, {
    data: { ime: 'Zara Zec', email, password: PASSWORD, passwordConfirm: PASSWORD, uslovi: true },
  });
  expect(register.ok()).toBe(true);
  const verification = await waitForEmail(outbox, email, /verify-account\//);
  await page.goto(linkIn(verification, origin, /\/verify-account\/[A-Za-z0-9_-]{43}/));
  await expect(page.getByText('Email adresa je potvrđena.')).toBeVisible();

  // A session on another device, signed in with the old password.
  const other = await newPage(browser);
  expect((await other.request.post(`${origin}/api/login`, { data: { email, password: PASSWORD } })).ok()).toBe(true);

  await page.goto(`${origin}/prijava`);
  await page.getByRole('link', { name: 'Zaboravili ste lozinku?' }).click();
  // The sign-in page (two email fields) stays on screen until the next page has loaded: use the form that sends it.
  await expect(page).toHaveURL(/\/forgot-password$/);
  const send = page.getByRole('button', { name: 'Pošalji link' });
  const forgotForm = page.locator('form', { has: send });
  await forgotForm.getByLabel('Email').fill(email);
  await send.click();
  await expect(page.getByRole('status')).toContainText(`Ako postoji nalog s adresom ${email}`);

  const reset = await waitForEmail(outbox, email, /reset-password\//);
  const resetLink = linkIn(reset, origin, /\/reset-password\/[A-Za-z0-9_-]{43}/);
  await page.goto(resetLink);
  await page.getByLabel('Nova lozinka').fill(NEW_PASSWORD);
  await page.getByLabel('Ponovite lozinku').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sačuvaj lozinku' }).click();
  await expect(page.getByRole('status')).toContainText('Lozinka je promijenjena');

  // No automatic sign-in here, and the other device is signed out.
  expect(await (await page.request.get(`${origin}/api/getUser`)).json()).toBeNull();
  expect(await (await other.request.get(`${origin}/api/getUser`)).json()).toBeNull();
  await waitForEmail(outbox, email, /lozinka Vašeg naloga na IT Shop je upravo promijenjena/);

  // The link works once: opened again, it explains and offers a new one.
  await page.goto(resetLink);
  await expect(page.getByRole('alert')).toContainText('Link nije ispravan ili je već iskorišten');
  await expect(page.getByRole('link', { name: 'Zatražite novi link za lozinku' })).toBeVisible();

  await signInThroughPage(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(`${origin}/`);
  await other.context().close();
});

test('a guest order is claimed through /registracija/{token} from its confirmation email', async ({ page }) => {
  const email = unique('gost');
  const { product } = await (await page.request.get(`${origin}/api/proizvod/${PRODUCT_SLUG}`)).json();
  expect(
    (await page.request.post(`${origin}/api/addToCart`, { form: { id: product.id_proizvoda, quantity: 1 } })).ok(),
  ).toBe(true);
  const placed = await page.request.post(`${origin}/api/placeOrder`, {
    data: {
      nacin_placanja: 'pouzece',
      bodovi: 0,
      uslovi: true,
      kupac: {
        ime: 'Goran Gostić',
        email,
        telefon: '061 234 567',
        adresa: 'Zmaja od Bosne 8',
        grad: 'Sarajevo',
        posta: '71000',
        napomena: '',
      },
    },
  });
  expect(placed.ok()).toBe(true);
  const { broj } = await placed.json();

  const confirmation = await waitForEmail(outbox, email, /registracija\//);
  const inviteLink = linkIn(confirmation, origin, /\/registracija\/[A-Za-z0-9_-]{43}/);

  // A fresh browser (no guest session), as when the email is opened later.
  await page.context().clearCookies();
  await page.goto(inviteLink);
  const form = page.locator('[data-remote="account"]');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByLabel('Ime i prezime')).toHaveValue('Goran Gostić');
  await form.getByLabel('Lozinka', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Ponovite lozinku').fill(PASSWORD);
  await form.getByLabel('Prihvatam uslove korišćenja').check();
  await form.getByRole('button', { name: 'Registruj se' }).click();
  await expect(form.getByRole('status')).toContainText('Vaše ranije narudžbe su u njemu');

  // Confirmed by the invitation itself, the one click signed the new customer in: the order is in the account.
  await form.getByRole('link', { name: 'Moje narudžbe' }).click();
  await expect(page).toHaveURL(`${origin}/korisnik/narudzbe`);
  await expect(page.locator('[data-remote="account"]')).toContainText(broj);
  const order = await page.request.get(`${origin}/api/getOrder/${broj}`);
  expect(order.status()).toBe(200);
});
