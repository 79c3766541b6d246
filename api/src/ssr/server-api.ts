import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from '@shop/shared/i18n/core';
import type { FastifyInstance } from 'fastify';

/**
 * The language of the page being rendered. `callApi` reads the language from the page's path, which a server render
 * has not got (it would ask in Serbian); the transport sends this one instead, so an English page's prefetches get
 * English answers (issue 26). Per render, as several render at once.
 */
const renderLanguage = new AsyncLocalStorage<Language>();

/** Runs a page's render with its language, for every API call the render makes. */
export const inPageLanguage = <T>(language: Language, render: () => Promise<T>): Promise<T> =>
  renderLanguage.run(language, render);

/**
 * The transport `callApi` uses during a server render (`globalThis.__shopServerApi`): the API answers a page's
 * prefetch itself through `inject`, with no socket and no cookies (so always as an anonymous visitor), under the
 * site's own Host so the host check lets it in, and marked internal so no rate limit counts it (every render would
 * otherwise spend one shared 127.0.0.1 budget).
 */
export function serverApiTransport(app: FastifyInstance, siteUrl: string) {
  const host = new URL(siteUrl).host;
  return async (url: string, init: RequestInit): Promise<Response> => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        ...app.internalRequestHeaders,
        host,
        'accept-language': renderLanguage.getStore() ?? 'sr',
      },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers });
  };
}
