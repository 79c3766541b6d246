import type { z } from 'zod';
import type { StaffPermission } from './admin/permissions';

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
  /**
   * The call sends one file (multipart/form-data, field `file`) that the route streams itself, up to `maxBytes`; the
   * browser client takes it as `{ file }`. Staff calls only (admin images, CSV import).
   */
  upload?: { maxBytes: number };
  /** A staff call (`/api/admin/*`): the permission of STAFF_PERMISSIONS it needs, checked by the API on every request. */
  permission?: StaffPermission;
}

export const endpoint = <E extends Endpoint>(e: E) => e;
