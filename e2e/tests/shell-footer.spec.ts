import { skipCookieBanner } from '../support/consent';
import { expect, test } from '../support/test';

test.beforeEach(({ context, baseURL }) => skipCookieBanner(context, baseURL));

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`${viewport.width} px: the footer's manage-cookies link lines up with the legal links, and reopens the banner`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/o-nama');
    const legal = page.getByRole('navigation', { name: 'Pravne informacije' });
    const manage = legal.getByRole('button', { name: 'Upravljanje kolačićima' });
    await manage.scrollIntoViewIfNeeded();
    // Where each item's text starts, line by line (a wrapped label has a line per row).
    const lineStarts = await legal.evaluate((nav) =>
      Array.from(nav.querySelectorAll('li'), (item) => {
        const range = document.createRange();
        range.selectNodeContents(item);
        return Array.from(range.getClientRects(), (rect) => Math.round(rect.left));
      }),
    );
    const linkStart = lineStarts[0]?.[0] ?? -1;
    for (const starts of lineStarts) for (const start of starts) expect(start).toBe(linkStart);
    await legal.screenshot({ path: test.info().outputPath(`footer-legal-${viewport.width}.png`) });

    await manage.click();
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
  });
}

test('focus put in the footer before it is hydrated stays on the same link (decision 017)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/o-nama', { waitUntil: 'networkidle' });
  const firstLink = page.locator('footer a').first();
  const href = await firstLink.getAttribute('href');
  await firstLink.focus();
  await expect(page.locator('footer a').first()).toBeFocused();
  await expect(page.locator(':focus')).toHaveAttribute('href', href ?? '');
});
