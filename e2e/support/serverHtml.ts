import { type APIRequestContext, expect } from '@playwright/test';

/** The HTML the server sends for a page, asked for as a browser navigation does; it must answer 200. */
export async function pageHtml(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url, { headers: { accept: 'text/html' } });
  expect(response.status(), `GET ${url}`).toBe(200);
  return response.text();
}

/**
 * The HTML came from the server render, not the empty client-side shell: the page's h1 is in it. Guards the specs
 * whose other checks (nothing personal in it, no hydration warnings) would also hold for an empty page.
 */
export function expectServerRendered(html: string, url: string): void {
  expect(html, `${url} has no server-rendered <h1>`).toMatch(/<h1[\s>]/);
}

/** Text as React writes it into HTML (`escapeTextForBrowser`). */
export function htmlText(text: string): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

/** The `data-release` of every element a remote's `RemoteRoot` rendered into the HTML (`data-remote="<remote>"`). */
export function remoteReleasesIn(html: string, remote: string): string[] {
  const roots = html.match(new RegExp(`<[a-z]+\\s[^>]*data-remote="${remote}"[^>]*>`, 'g')) ?? [];
  return roots.map((tag) => /data-release="([^"]*)"/.exec(tag)?.[1] ?? '');
}

/** What the header's cart badges read in the HTML (the server's anonymous state, whoever asked). */
export function cartBadgesIn(html: string): string[] {
  return [...html.matchAll(/data-testid="cart-count"[^>]*>([^<]*)</g)].map((match) => match[1] ?? '');
}

/** A page's tab title: its own title and the site's name (the site's name alone when it has none). */
export const tabTitle = (title: string) => `${title} | IT Shop`;
