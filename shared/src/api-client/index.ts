import type { z } from 'zod';
import type { Endpoint, EndpointOf } from '../contracts/endpoints';
import { type ErrorCode, type FieldCodes, isErrorCode } from '../contracts/error-codes';
import type { Route } from '../contracts/route';
import { type Language, languageFromPath } from '../i18n/language';
// Declares `globalThis.__shopServerApi`, the server render's transport.
import type {} from '../ssr/serverRenderer';

type Input<E extends Endpoint> = (E['params'] extends z.ZodType ? { params: z.input<E['params']> } : unknown) &
  (E['query'] extends z.ZodType ? { query: z.input<E['query']> } : unknown) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : unknown) &
  (E['upload'] extends { maxBytes: number } ? { file: Blob } : unknown);

/**
 * A non-2xx answer: `message` is already in the page's language (show it as it is), `code` is from the error
 * catalogue, and a `VALIDATION` answer names each field at fault with its code.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode = 'INTERNAL',
    readonly fields: FieldCodes = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The page's language (SPEC §2: from its path); outside a browser (tests, tools) Serbian, the default. */
function pageLanguage(): Language {
  return typeof location === 'undefined' ? 'sr' : languageFromPath(location.pathname);
}

/** The server's `{ message, code, fields }`; a body without them (e.g. a proxy's 502 page) reads as INTERNAL. */
async function apiErrorOf(status: number, payload: unknown, language: Language): Promise<ApiError> {
  const body = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  const code = isErrorCode(body.code) ? body.code : 'INTERNAL';
  // The error texts load only when needed: the API's answers carry their text, so this is for the rare other one.
  const message =
    typeof body.message === 'string'
      ? body.message
      : (await import('../i18n/errorMessage')).errorMessage(language, code);
  const fields = body.fields && typeof body.fields === 'object' ? (body.fields as FieldCodes) : {};
  return new ApiError(status, message, code, fields);
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

function encodeBody(
  route: Route,
  body: unknown,
  file: Blob | undefined,
): { headers?: Record<string, string>; body?: BodyInit } {
  if (file) {
    const form = new FormData();
    form.append('file', file);
    return { body: form };
  }
  if (body === undefined) return {};
  if (route.bodyType === 'form') {
    // As the spec's client does: a FormData, which the browser sends as multipart/form-data with its boundary.
    const form = new FormData();
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) form.append(key, String(value));
    return { body: form };
  }
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/**
 * The one way to call the API from the browser. Takes an endpoint or its zod-free route row (browser builds hold
 * only those, decision 012); input and answer are typed from the endpoint's contract (and validated by the server).
 * The session cookie always goes along, and `Accept-Language` carries the page's language so that error messages
 * come back in it (decision 007).
 */
export async function callApi<R extends Route>(
  route: R,
  ...[input]: keyof Input<EndpointOf<R>> extends never ? [input?: undefined] : [input: Input<EndpointOf<R>>]
): Promise<z.output<EndpointOf<R>['response']>> {
  const given = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    file?: Blob;
  };
  const url = buildPath(route.path, given.params) + buildQuery(given.query);
  const language = pageLanguage();
  const { headers, body } = encodeBody(route, given.body, given.file);
  const send = typeof window === 'undefined' && globalThis.__shopServerApi ? globalThis.__shopServerApi : fetch;
  const response = await send(url, {
    method: route.method,
    credentials: 'include',
    headers: { ...headers, 'accept-language': language },
    body,
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw await apiErrorOf(response.status, payload, language);
  return payload as z.output<EndpointOf<R>['response']>;
}
