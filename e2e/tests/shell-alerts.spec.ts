import { showAlertInPage } from '../support/sharedModules';
import { expect, type Page, runClockUntilLive, test } from '../support/test';

const alertBox = (page: Page) => page.locator('[data-alert-type]');

/** The clock is paused and moved by hand, once the page has rendered (no real waiting, no timed assertions). */
async function openWithPausedClock(page: Page, path: string, heading: string) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto(path, { waitUntil: 'commit' });
  await runClockUntilLive(page, page.getByRole('heading', { level: 1, name: heading }));
}

test('an empty message shows nothing', async ({ page }) => {
  await page.goto('/kontakt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
  await showAlertInPage(page, { message: '  ', type: 'success' });
  await showAlertInPage(page, { message: '', type: 'error' });
  await expect(alertBox(page)).toHaveCount(0);
});

test('success closes after the default 2 s, then follows its redirect; error stays for the time given', async ({
  page,
}) => {
  await openWithPausedClock(page, '/kontakt', 'Kontakt');
  await showAlertInPage(page, { message: 'Proizvod uspješno dodan u korpu!', type: 'success', redirect: '/o-nama' });
  await expect(alertBox(page)).toHaveText('Proizvod uspješno dodan u korpu!');
  await expect(alertBox(page)).toHaveAttribute('role', 'status');
  await page.clock.runFor(1_900);
  await expect(alertBox(page)).toBeVisible();
  await page.clock.runFor(200);
  await expect(alertBox(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/o-nama$/);

  await showAlertInPage(page, { message: 'Proizvod trenutno nije na stanju!', type: 'error', time: 3_000 });
  await expect(alertBox(page)).toHaveAttribute('role', 'alert');
  await page.clock.runFor(2_900);
  await expect(alertBox(page)).toHaveText('Proizvod trenutno nije na stanju!');
  await page.clock.runFor(200);
  await expect(alertBox(page)).toHaveCount(0);
});

test('a wait alert reads the spec text in each language and clears itself after 40 s', async ({ page }) => {
  await openWithPausedClock(page, '/en/contact', 'Contact');
  await showAlertInPage(page, { message: '', type: 'wait', time: 120_000 });
  await expect(alertBox(page)).toHaveText('Please wait...');
  await page.clock.runFor(39_000);
  await expect(alertBox(page)).toBeVisible();
  await page.clock.runFor(1_100);
  await expect(alertBox(page)).toHaveCount(0);

  await page.getByTestId('language-switch').click();
  await showAlertInPage(page, { message: '', type: 'wait' });
  await expect(alertBox(page)).toHaveText('Molimo sačekajte...');
});

test('a confirm alert blocks scrolling and keys until OK, then redirects', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 600 });
  await openWithPausedClock(page, '/politika-privatnosti', 'Politika privatnosti');
  await showAlertInPage(page, {
    message: 'Bićete izlogovani zbog neaktivnosti!',
    type: 'error',
    confirm: true,
    redirect: '/kontakt',
  });
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Bićete izlogovani zbog neaktivnosti!');
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  const ok = dialog.getByRole('button', { name: 'OK' });
  await expect(ok).toBeFocused();

  // Keys do nothing: no scrolling, and Tab cannot leave the dialog.
  await page.keyboard.press('PageDown');
  await page.keyboard.press('End');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Tab');
  await expect(ok).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  // It stays until OK, however long it takes.
  await page.clock.runFor(60_000);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
});
