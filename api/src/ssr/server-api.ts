import type { FastifyInstance } from 'fastify';

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
      headers: { ...(init.headers as Record<string, string> | undefined), ...app.internalRequestHeaders, host },
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
