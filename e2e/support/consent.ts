import type { Browser, BrowserContext, Page } from '@playwright/test';

/** A returning visitor who already chose "necessary only": the cookie banner stays closed and covers nothing. */
export async function skipCookieBanner(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  if (!baseURL) throw new Error('the Playwright config sets baseURL');
  await context.addCookies([{ name: 'cookiePreferences', value: 'necessary', url: baseURL }]);
}

/** A new browser context on `origin` for a returning visitor (the cookie banner covers no button): its page. */
export async function newReturningVisitor(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin });
  await skipCookieBanner(context, origin);
  return context.newPage();
}
