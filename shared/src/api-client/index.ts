import type { z } from 'zod';
import type { Endpoint } from '../contracts/endpoints';

type Input<E extends Endpoint> = (E['params'] extends z.ZodType ? { params: z.input<E['params']> } : unknown) &
  (E['query'] extends z.ZodType ? { query: z.input<E['query']> } : unknown) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : unknown);

/** A non-2xx answer. `message` is the server's `{ message }`, already in the user's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Fills `:name` placeholders, percent-encoding each value. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}

function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function encodeBody(endpoint: Endpoint, body: unknown): RequestInit {
  if (body === undefined) return {};
  if (endpoint.bodyType === 'form') {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) form.set(key, String(value));
    return { body: form };
  }
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/**
 * The one way to call the API from the browser. Input is typed (and validated by the server) from the shared
 * zod contract; the session cookie always goes along.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  ...[input]: keyof Input<E> extends never ? [input?: undefined] : [input: Input<E>]
): Promise<z.output<E['response']>> {
  const given = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const url = buildPath(endpoint.path, given.params) + buildQuery(given.query);
  const response = await fetch(url, {
    method: endpoint.method,
    credentials: 'include',
    ...encodeBody(endpoint, given.body),
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      payload && typeof payload === 'object' && 'message' in payload ? String(payload.message) : response.statusText;
    throw new ApiError(response.status, message);
  }
  return payload as z.output<E['response']>;
}
