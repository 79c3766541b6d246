import type { Page } from '@playwright/test';

/** The alert a remote would pass to `showAlert` (see shared/src/alerts/alertStore.ts). */
export interface AlertInput {
  message: string;
  type: 'wait' | 'success' | 'error';
  time?: number;
  confirm?: boolean;
  redirect?: string;
}

/**
 * Calls `showAlert` on the page's own alert-store singleton (share key `@shop/shared/alerts/alertStore`), taken from the federation share scope exactly
 * as a remote gets it: the test drives the real store and the real host, with nothing added to the app for tests.
 */
export async function showAlertInPage(page: Page, alert: AlertInput): Promise<void> {
  await page.evaluate(async (input) => {
    type Instance = { name: string; loadShare(id: string): Promise<unknown> };
    const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__;
    const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell');
    if (!shell) throw new Error('the shell federation instance is missing');
    const factory = await shell.loadShare('@shop/shared/alerts/alertStore');
    const alerts = (typeof factory === 'function' ? factory() : factory) as { showAlert(a: unknown): void };
    alerts.showAlert(input);
  }, alert);
}

/** Signs in through the API; the page's context keeps the session cookie. */
export async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  const response = await page.request.post('/api/login', { data: { email: user.email, password: user.password } });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}
