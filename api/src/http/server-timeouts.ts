import type { AppConfig } from '../config';

/** How often Node looks for requests past their deadline (its default, 30 s, would let a slow body live that long). */
const MAX_CHECK_INTERVAL_MS = 1_000;

/**
 * The server's limits (issue 13): the whole request must arrive within `requestTimeoutMs` (a slow-body sender is cut
 * off with 408), an idle socket closes after `connectionTimeoutMs`, and a body over `bodyLimitBytes` answers 413.
 */
export function serverTimeouts(server: AppConfig['server']) {
  return {
    requestTimeout: server.requestTimeoutMs,
    connectionTimeout: server.connectionTimeoutMs,
    keepAliveTimeout: server.keepAliveTimeoutMs,
    bodyLimit: server.bodyLimitBytes,
    http: {
      // Headers are part of the request: they cannot take longer than the whole of it.
      headersTimeout: server.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(MAX_CHECK_INTERVAL_MS, server.requestTimeoutMs),
    },
  };
}
