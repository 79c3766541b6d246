import { freePort } from '../support/freePort';
import { type ShopServer, startShopServer } from '../support/shopServer';
import { expect, runClockUntilLive, test } from '../support/test';

// A server of its own, with tracking ids configured (the shared one has none, so nothing may load there).
let server: ShopServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startShopServer(freePort(), { ANALYTICS_ID: 'G-TEST12345', PIXEL_ID: '1234567890' });
});
test.afterAll(() => server?.stop());

test.beforeEach(async ({ context }) => {
  // The tag is asserted, never fetched: third-party hosts are cut off.
  await context.route(/googletagmanager\.com|connect\.facebook\.net/, (route) => route.abort());
});

const ANALYTICS_TAG = 'script#shop-analytics-script';
const PIXEL_TAG = 'script#shop-pixel-script';
const SIXTY_DAYS_S = 60 * 24 * 60 * 60;

test('the banner appears 2 s after the first visit; "Prihvati sve" stores all for 60 days and loads analytics', async ({
  page,
  context,
}) => {
  // The page's clock is paused from the start and moved on by hand in 100 ms steps until the page has rendered:
  // from then on the banner's 2 s delay is measured in fake time, with no real waiting.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto(`${server.url}/kontakt`, { waitUntil: 'commit' });
  await runClockUntilLive(page, page.getByRole('heading', { level: 1, name: 'Kontakt' }));
  await page.clock.runFor(1_800);
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  await page.clock.runFor(300);
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await expect(page.locator(ANALYTICS_TAG)).toHaveCount(0);

  await page.getByRole('button', { name: 'Prihvati sve' }).click();
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  await expect(page.locator(ANALYTICS_TAG)).toHaveAttribute('src', /googletagmanager\.com\/gtag\/js\?id=G-TEST12345/);
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'cookiePreferences');
  expect(cookie?.value).toBe('all');
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(Math.abs(lifetime - SIXTY_DAYS_S)).toBeLessThan(3_600);

  // A stored 'all' loads analytics at start, and the banner stays away.
  await page.clock.resume();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
  await expect(page.locator(ANALYTICS_TAG)).toHaveCount(1);
  await page.clock.runFor(3_000);
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
});

test('"Samo neophodni" (also from the footer link) removes the analytics script', async ({ page, context }) => {
  await context.addCookies([{ name: 'cookiePreferences', value: 'all', url: server.url }]);
  await page.goto(`${server.url}/kontakt`);
  await expect(page.locator(ANALYTICS_TAG)).toHaveCount(1);

  await page.getByRole('button', { name: 'Upravljanje kolačićima' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await page.getByRole('button', { name: 'Samo neophodni' }).click();
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  await expect(page.locator(ANALYTICS_TAG)).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === 'cookiePreferences')?.value).toBe('necessary');
});

test('page views go out only with consent all, and never on /prijava or /admin-panel', async ({ page, context }) => {
  await context.addCookies([{ name: 'cookiePreferences', value: 'all', url: server.url }]);
  await page.goto(`${server.url}/o-nama`);
  await expect(page.locator(ANALYTICS_TAG)).toHaveCount(1);
  await page.getByRole('navigation', { name: 'Glavni meni' }).getByRole('link', { name: 'Kontakt' }).click();
  await page.getByTestId('user-icon').click();
  await expect(page).toHaveURL(/\/prijava$/);
  await page.goto(`${server.url}/admin-panel`);
  await page.getByRole('navigation', { name: 'Glavni meni' }).getByRole('link', { name: 'Usluge' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const pageViews = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
      .map((entry) => (entry[2] as { page_path: string }).page_path),
  );
  // The last full load was /admin-panel (not counted); then a client-side move to /usluge.
  expect(pageViews).toEqual(['/usluge']);
});

test('with consent necessary nothing is sent or loaded', async ({ page, context }) => {
  await context.addCookies([{ name: 'cookiePreferences', value: 'necessary', url: server.url }]);
  await page.goto(`${server.url}/o-nama?fbclid=abc`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('O nama');
  await page.getByRole('navigation', { name: 'Glavni meni' }).getByRole('link', { name: 'Kontakt' }).click();
  await expect(page.locator(`${ANALYTICS_TAG}, ${PIXEL_TAG}`)).toHaveCount(0);
  expect(await page.evaluate(() => 'dataLayer' in window || 'fbq' in window || 'gtag' in window)).toBe(false);
});

test('a visitor from a social network (fbclid) gets the pixel and a PageView, with consent all', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'cookiePreferences', value: 'all', url: server.url }]);
  await page.goto(`${server.url}/?fbclid=IwAR0test`);
  await expect(page.locator(PIXEL_TAG)).toHaveCount(1);
  const queued = await page.evaluate(() => (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue);
  expect(queued).toContainEqual(['init', '1234567890']);
  expect(queued).toContainEqual(['track', 'PageView', {}]);
});

test('without configured ids nothing loads even with consent all (the shared test server has none)', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'cookiePreferences', value: 'all', url: baseURL ?? '' }]);
  await page.goto('/?fbclid=IwAR0test');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => fetch('/api/siteConfig').then((r) => r.json())))
    .toEqual({
      analyticsId: null,
      pixelId: null,
    });
  await expect(page.locator(`${ANALYTICS_TAG}, ${PIXEL_TAG}`)).toHaveCount(0);
});
