import { expect, test } from '../support/test';

/*
 * Issue 13: the production pages carry the security headers, and the CSP allows exactly what the shop loads: a page
 * that renders its remote reports no CSP violation. (The pages here use the shell and the checkout and account
 * remotes.)
 */

const PAGES = ['/', '/korpa', '/prijava'];

for (const path of PAGES) {
  test(`${path} loads with the security headers and no CSP violation`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main')).toBeVisible();
    expect(violations).toEqual([]);
  });
}

test('a cross-site form post is refused (403), a same-site one is not', async ({ page, baseURL }) => {
  await page.goto('/');
  const crossSite = await page.request.post('/api/login', {
    data: { email: 'nobody@example.ba', password: 'x' },
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  });
  expect(crossSite.status()).toBe(403);
  const sameSite = await page.request.post('/api/login', {
    data: { email: 'nobody@example.ba', password: 'x' },
    headers: { origin: String(baseURL), 'sec-fetch-site': 'same-origin' },
  });
  expect(sameSite.status()).toBe(401);
});
