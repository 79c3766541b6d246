import { DEMO_ADMIN, DEMO_CUSTOMER } from '../support/demo';
import { signIn } from '../support/sharedModules';
import { expect, type Page, test } from '../support/test';

const HOUR = 3_600_000;

/**
 * Moves the paused clock on in small steps until `done`: between steps the page gets real time for its network
 * answers, and the steps run the zero-delay timers that React Query's updates wait for (a paused clock starves them).
 */
async function runClockUntil(page: Page, done: () => Promise<boolean>) {
  for (let step = 0; step < 200 && !(await done()); step += 1) await page.clock.runFor(100);
}

async function openPaused(page: Page, path: string) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto(path, { waitUntil: 'commit' });
  const avatar = page.getByTestId('avatar-initials');
  await runClockUntil(page, () => avatar.isVisible());
  await expect(avatar).toBeVisible();
}

test('Admin is logged out after an hour without activity, with the spec alert (fake clock)', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  await openPaused(page, '/o-nama');

  // Activity postpones the logout.
  await page.clock.runFor(HOUR - 60_000);
  await page.mouse.move(200, 200);
  await page.mouse.move(220, 240);
  await page.clock.runFor(120_000);
  await expect(page.getByTestId('avatar-initials')).toHaveText('AH');

  await page.clock.runFor(HOUR);
  await expect(page.getByRole('alertdialog')).toContainText('Bićete izlogovani zbog neaktivnosti!');
  const avatar = page.getByTestId('avatar-initials');
  await runClockUntil(page, async () => (await avatar.count()) === 0);
  await expect(avatar).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  const user = await page.evaluate(() => fetch('/api/getUser').then((response) => response.json()));
  expect(user).toBeNull();
});

test('a Korisnik is not logged out for inactivity', async ({ page }) => {
  await signIn(page, DEMO_CUSTOMER);
  await openPaused(page, '/o-nama');
  await page.clock.runFor(2 * HOUR);
  await expect(page.getByTestId('avatar-initials')).toHaveText('MP');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a logout in one tab signs the other tabs out too', async ({ page, context }) => {
  await signIn(page, DEMO_CUSTOMER);
  await page.goto('/o-nama');
  const other = await context.newPage();
  await other.goto('/kontakt');
  await expect(other.getByTestId('avatar-initials')).toHaveText('MP');

  await page.getByTestId('user-icon').click();
  await page.getByRole('menuitem', { name: 'Odjavi se' }).click();
  await expect(page.getByTestId('avatar-initials')).toHaveCount(0);
  await expect(other.getByTestId('avatar-initials')).toHaveCount(0);
  await expect(other.getByTestId('user-icon')).toHaveAttribute('href', '/prijava');
});
