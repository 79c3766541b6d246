import { expect, type Locator, type Page, type Request } from '@playwright/test';

export interface ConsoleEntry {
  type: string;
  text: string;
}

/** What React says when the browser's first render does not match the server's HTML (React 19, dev and production). */
const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #(418|423|425)\b/i;

/** Collects the page's console errors and warnings and its uncaught exceptions, from now on. */
export function watchConsole(page: Page) {
  const entries: ConsoleEntry[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      entries.push({ type: message.type(), text: message.text() });
  });
  page.on('pageerror', (error) => entries.push({ type: 'pageerror', text: `${error.message}\n${error.stack ?? ''}` }));
  return {
    /** Anything that mentions hydration, of any type. */
    hydrationProblems: () => entries.filter((entry) => HYDRATION_PROBLEM.test(entry.text)),
    /** Errors and uncaught exceptions: a public page logs none, for a first-time visitor. */
    errors: () => entries.filter((entry) => entry.type !== 'warning'),
  };
}

/** The URLs of the page's requests that match, from now on (the array fills as they are sent). */
export function recordRequests(page: Page, matches: (request: Request) => boolean): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (matches(request)) urls.push(`${request.method()} ${request.url()}`);
  });
  return urls;
}

/** A new document loaded in the page's main frame: a full page load rather than a move inside the app. */
export const isDocumentLoad = (page: Page) => (request: Request) =>
  request.resourceType() === 'document' && request.frame() === page.mainFrame();

/**
 * Waits until React has hydrated the element: hydration attaches its fiber to each DOM node it claims (a
 * `__reactFiber$…` property). Clicking a link before that would be a plain full-page navigation.
 */
export async function waitUntilHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))), {
      message: 'the element was never hydrated by React',
    })
    .toBe(true);
}
