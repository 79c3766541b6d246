import type { z } from 'zod';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call: the single description both the Fastify route and the browser client are built from. */
export interface Endpoint {
  method: Method;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** How the body travels: JSON (default) or an urlencoded form (the spec's "form data" calls). */
  bodyType?: 'json' | 'form';
  response: z.ZodType;
}

export const endpoint = <E extends Endpoint>(e: E) => e;
