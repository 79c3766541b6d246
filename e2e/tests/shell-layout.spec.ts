import { DEMO_ADMIN, DEMO_CUSTOMER } from '../support/demo';
import { signIn } from '../support/sharedModules';
import { expect, test } from '../support/test';

// SPEC §2: desktop header from 900 px; the category bar shows 6 from 1024 px, 5 from 900 px, all 12 below (one row
// that scrolls sideways, so the products still come first on a phone).
const WIDTHS = [
  { width: 375, header: 'mobile', categories: 12 },
  { width: 899, header: 'mobile', categories: 12 },
  { width: 900, header: 'desktop', categories: 5 },
  { width: 1023, header: 'desktop', categories: 5 },
  { width: 1024, header: 'desktop', categories: 6 },
  { width: 1440, header: 'desktop', categories: 6 },
];

test.describe('header and category bar by width', () => {
  for (const { width, header, categories } of WIDTHS) {
    test(`${width} px: ${header} header, ${categories} categories`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/webshop');
      await expect(page.locator(`header[data-header="${header}"]`)).toBeVisible();
      await expect(page.locator('header[data-header]')).toHaveCount(1);
      const links = page.getByTestId('category-bar').getByTestId('category-link');
      await expect(links).toHaveCount(categories);
      if (categories < 12) {
        await page.getByRole('button', { name: 'Sve kategorije' }).click();
        await expect(links).toHaveCount(12);
        await expect(page.getByRole('button', { name: 'Manje kategorija' })).toHaveAttribute('aria-expanded', 'true');
      } else {
        await expect(page.getByRole('button', { name: 'Sve kategorije' })).toHaveCount(0);
      }
    });
  }
});

test('the category bar shows only on /webshop, /proizvod and /promocija paths; links use hyphens', async ({ page }) => {
  // SPEC §4: categories load only on those paths, so no request for them elsewhere (the header included).
  const categoryRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/getCategoriesForWebShop')) categoryRequests.push(page.url());
  });
  await page.goto('/o-nama', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('O nama');
  await expect(page.getByTestId('category-bar')).toHaveCount(0);
  expect(categoryRequests).toEqual([]);
  await page.getByRole('navigation', { name: 'Glavni meni' }).getByRole('link', { name: 'Webshop' }).click();
  await expect(page.getByTestId('category-bar')).toBeVisible();
  await page.getByRole('button', { name: 'Sve kategorije' }).click();
  await expect(
    page.getByTestId('category-bar').getByRole('link', { name: 'Televizori, audio, video' }),
  ).toHaveAttribute('href', /\/webshop\/televizori,-audio,-video$/);
  await page.getByRole('navigation', { name: 'Glavni meni' }).getByRole('link', { name: 'Kontakt' }).click();
  await expect(page.getByTestId('category-bar')).toHaveCount(0);
});

test('header links, footer offices, social links, copyright and the cart count', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Glavni meni' });
  const links: [name: string, href: string][] = [
    ['Usluge', '/usluge'],
    ['O nama', '/o-nama'],
    ['Kontakt', '/kontakt'],
    ['Webshop', '/webshop'],
  ];
  for (const [name, href] of links) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await expect(page.getByTestId('footer-office')).toHaveCount(2);
  await expect(page.getByTestId('footer-office').first()).toContainText('+387');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Facebook' })).toHaveAttribute(
    'href',
    /facebook\.com/,
  );
  await expect(page.getByTestId('copyright')).toContainText(`1996–${new Date().getFullYear()}`);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
});

test('unknown paths show the not-found page in Serbian or English', async ({ page }) => {
  await page.goto('/nema-ove-stranice');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stranica nije pronađena');
  await expect(page.getByTestId('language-switch')).toHaveAttribute('href', '/en/not-found');
  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/not-found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stranica nije pronađena');
});

test('every path change scrolls to the top; the scroll-to-top button appears after 20 % and a scroll back up', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 600 });
  await page.goto('/politika-privatnosti');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politika privatnosti');
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(scrollable).toBeGreaterThan(200);

  await page.evaluate((y) => window.scrollTo(0, y), Math.round(scrollable * 0.1));
  await page.evaluate((y) => window.scrollTo(0, y), Math.round(scrollable * 0.05));
  await expect(page.getByTestId('scroll-top')).toHaveCount(0); // never past 20 %

  await page.evaluate((y) => window.scrollTo(0, y), Math.round(scrollable * 0.6));
  await expect(page.getByTestId('scroll-top')).toHaveCount(0); // going down
  await page.evaluate((y) => window.scrollTo(0, y), Math.round(scrollable * 0.4));
  await expect(page.getByTestId('scroll-top')).toBeVisible();
  await page.getByTestId('scroll-top').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate((y) => window.scrollTo(0, y), scrollable);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kolačići' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kolačići');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a guest clicking the user icon goes to /prijava and comes back after signing in', async ({ page }) => {
  await page.goto('/o-nama');
  await page.getByTestId('user-icon').click();
  await expect(page).toHaveURL(/\/prijava$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Lozinka').fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page).toHaveURL(/\/o-nama$/);
  await expect(page.getByTestId('avatar-initials')).toHaveText('MP');
});

test('the user menu: Dashboard only for staff, keyboard use, and logout from the admin panel goes to /prijava', async ({
  page,
}) => {
  await signIn(page, DEMO_CUSTOMER);
  await page.goto('/');
  await page.getByTestId('user-icon').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Nalog', 'Lista želja', 'Narudžbe', 'Odjavi se']);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(page.getByTestId('user-icon')).toBeFocused();

  await page.context().clearCookies();
  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin-panel');
  await expect(page.getByTestId('avatar-initials')).toHaveText('AH');
  await page.getByTestId('user-icon').focus();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem')).toHaveText(['Dashboard', 'Nalog', 'Lista želja', 'Narudžbe', 'Odjavi se']);
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Odjavi se' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/prijava$/);
  await expect(page.getByTestId('avatar-initials')).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});
