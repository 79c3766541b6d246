import type { BrowserContext } from '@playwright/test';

/** A returning visitor who already chose "necessary only": the cookie banner stays closed and covers nothing. */
export async function skipCookieBanner(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  if (!baseURL) throw new Error('the Playwright config sets baseURL');
  await context.addCookies([{ name: 'cookiePreferences', value: 'necessary', url: baseURL }]);
}
