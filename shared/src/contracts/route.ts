/*
 * An endpoint's route: what the browser needs to call it, without a schema library (decision 012). Each endpoint area
 * lists its routes in `endpoint-areas/<area>-routes.ts`, and its contracts (`endpoint-areas/<area>.ts`) are built from
 * them: a path is written once.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  readonly method: Method;
  readonly path: string;
  /** How the body travels: JSON (default) or an urlencoded form (the spec's "form data" calls). */
  readonly bodyType?: 'json' | 'form';
}

/** One area's routes by endpoint name (declared `as const satisfies RouteTable`, so each path stays a literal type). */
export type RouteTable = Readonly<Record<string, Route>>;

/** Staff calls live under this prefix; each declares the permission it needs and is personal (endpoint.ts). */
export const STAFF_PATH_PREFIX = '/api/admin/';
