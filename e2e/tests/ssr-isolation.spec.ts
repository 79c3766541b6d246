import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sitePaths } from '../../shared/src/site/paths';
import { type NewUser, registerConfirmedUser } from '../support/accounts';
import { DEMO_SHOP } from '../support/demo';
import { freePort } from '../support/freePort';
import { cartBadgesIn, expectServerRendered, pageHtml } from '../support/serverHtml';
import { signIn } from '../support/sharedModules';
import { newestProducts } from '../support/shopApi';
import { type ShopServer, startShopServer } from '../support/shopServer';
import { type BrowserContext, expect, type Page, test } from '../support/test';

/** These pages are the Serbian ones. */
const { category: categoryPath, product: productPath, promotion: promotionPath } = sitePaths('sr');

/*
 * Issue 12, per-request isolation: the server renders public pages anonymously, so two signed-in visitors asking for
 * the same pages at the same time get HTML with nothing of either of them in it (name, email, cart count); their own
 * data arrives after hydration. A server of this file's own, whose emails (account confirmation) go to `outbox`.
 */

let server: ShopServer;
const outbox = mkdtempSync(path.join(tmpdir(), 'shop-e2e-outbox-'));

test.beforeAll(async () => {
  const port = freePort();
  const origin = `http://127.0.0.1:${port}`;
  server = await startShopServer(port, { OUTBOX_DIR: outbox, OUTBOX_POLL_MS: '200', SITE_URL: origin });
});
test.afterAll(() => server.stop());

const PAGES = [
  '/',
  '/en/',
  '/o-nama',
  '/webshop',
  categoryPath(DEMO_SHOP.category),
  promotionPath(DEMO_SHOP.promotion),
  productPath(DEMO_SHOP.productInStock),
];
const ROUNDS = 3;

const stamp = Date.now();
const USERS: NewUser[] = [
  { name: 'Jasna Prvanovic', email: `jasna-${stamp}@primjer.ba`, password: 'Prva-lozinka-2026' },
  { name: 'Goran Drugovic', email: `goran-${stamp}@primjer.ba`, password: 'Druga-lozinka-2026' },
];

interface Visitor {
  user: NewUser;
  context: BrowserContext;
  page: Page;
  /** How many pieces this visitor has in the cart (different for each). */
  cartCount: number;
}

/** The HTML holds nothing of any signed-in user and shows the cart as an anonymous visitor's. */
function expectAnonymous(html: string, url: string, anonymousBadges: string[]) {
  expectServerRendered(html, url);
  for (const user of USERS) {
    expect(html, `${url} holds ${user.name}`).not.toContain(user.name);
    expect(html, `${url} holds ${user.email}`).not.toContain(user.email);
  }
  expect(cartBadgesIn(html), `${url}: the cart badge`).toEqual(anonymousBadges);
}

test('two signed-in users asking for the same pages at once get anonymous HTML, then their own header', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  // A visitor with no session: what everyone's HTML must look like.
  const anonymous = await playwright.request.newContext({ baseURL: server.url });
  const inStock = (await newestProducts(anonymous)).filter((product) => product.kolicina >= USERS.length + 1);
  const visitors: Visitor[] = await Promise.all(
    USERS.map(async (user, index) => {
      const context = await browser.newContext({ baseURL: server.url });
      await registerConfirmedUser(context.request, server.url, outbox, user);
      const page = await context.newPage();
      await signIn(page, user);
      const product = inStock[index];
      if (!product) throw new Error('the demo data has too few products in stock');
      const cartCount = index + 1;
      const added = await context.request.post('/api/addToCart', {
        form: { id: product.id_proizvoda, quantity: cartCount },
      });
      expect(added.ok(), await added.text()).toBe(true);
      return { user, context, page, cartCount };
    }),
  );

  const anonymousBadges = new Map<string, string[]>();
  for (const url of PAGES) anonymousBadges.set(url, cartBadgesIn(await pageHtml(anonymous, url)));
  const badgesOf = (url: string) => anonymousBadges.get(url) ?? [];

  for (let round = 0; round < ROUNDS; round++) {
    // Every user asks for every page at once, with their session cookie …
    await Promise.all(
      visitors.flatMap(({ context }) =>
        PAGES.map(async (url) => expectAnonymous(await pageHtml(context.request, url), url, badgesOf(url))),
      ),
    );
    // … and as browser navigations, page by page, both users at once.
    for (const url of PAGES) {
      await Promise.all(
        visitors.map(async ({ page }) => {
          const response = await page.goto(url, { waitUntil: 'commit' });
          expect(response?.status(), url).toBe(200);
          expectAnonymous((await response?.text()) ?? '', url, badgesOf(url));
        }),
      );
    }
  }

  // After hydration each browser shows its own user, and never the other.
  await Promise.all(
    visitors.map(async ({ user, page, cartCount }) => {
      await page.goto('/webshop');
      await expect(page.getByTestId('user-icon').filter({ visible: true })).toHaveAttribute(
        'aria-label',
        new RegExp(`${user.name}$`),
      );
      await expect(page.getByTestId('cart-count').filter({ visible: true })).toHaveText(String(cartCount));
      for (const other of USERS.filter((candidate) => candidate !== user)) {
        expect(await page.content()).not.toContain(other.name);
      }
    }),
  );
  await Promise.all([...visitors.map(({ context }) => context.close()), anonymous.dispose()]);
});
