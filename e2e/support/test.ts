import { test as base, expect, type Locator, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Waits until a server-rendered page is live: the shell hydrated (`html[data-hydrated]`) and each remote part in it
 * too (`[data-remote][data-hydrated]`). Until then its buttons are only HTML and a click does nothing, as for a
 * visitor. Best effort and bounded: a test that holds a remote's code on purpose goes on after the bound.
 */
export async function waitForHydration(page: Page, timeout = 10_000): Promise<void> {
  await page
    .waitForFunction(
      () => {
        if (!document.getElementById('shop-server-state')) return true; // rendered in the browser: live already
        if (!document.documentElement.hasAttribute('data-hydrated')) return false;
        return Array.from(document.querySelectorAll('#root [data-remote]')).every((part) =>
          part.hasAttribute('data-hydrated'),
        );
      },
      undefined,
      { timeout },
    )
    .catch(() => undefined);
}

/**
 * With the page's clock paused (`page.clock`), moves it on in 100 ms steps until `heading` shows and the app has
 * hydrated: a server-rendered page shows its heading before the app has started, and timers begin only then.
 */
export async function runClockUntilLive(page: Page, heading: Locator): Promise<void> {
  const live = page.locator('html[data-hydrated]');
  const ready = async () => (await heading.isVisible()) && (await live.count()) > 0;
  for (let step = 0; step < 200 && !(await ready()); step += 1) await page.clock.runFor(100);
  await expect(heading).toBeVisible();
  await expect(live).toHaveCount(1);
}

/**
 * Playwright's `test` whose `page.goto` and `page.reload` return once a server-rendered page has hydrated (except
 * with `waitUntil: 'commit'`, or with JavaScript off), so a test acts on a live page, as a visitor would.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) navigateLive(page);
    await use(page);
  },
});

/** Makes `page.goto` and `page.reload` return once the page has hydrated (the fixture's; for a page a test opens). */
export function navigateLive(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await waitForHydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await waitForHydration(page);
    return response;
  };
  return page;
}
