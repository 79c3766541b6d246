import type { z } from 'zod';
import type { StaffPermission } from './admin/permissions';
import type { Route, RouteTable, STAFF_PATH_PREFIX } from './route';

export type { Method, Route, RouteTable } from './route';

/** What a route's contract adds to it: the schemas the API validates with and the calls' types come from, and flags. */
export interface Contract {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /**
   * The call sends one file (multipart/form-data, field `file`) that the route streams itself, up to `maxBytes`; the
   * browser client takes it as `{ file }`. Staff calls only (admin images, CSV import).
   */
  upload?: { maxBytes: number };
  /** A staff call (`/api/admin/*`): the permission of STAFF_PERMISSIONS it needs, checked by the API on every request. */
  permission?: StaffPermission;
  /**
   * The answer is about one visitor (who they are, their cart, orders, account; every staff answer): the API sends it
   * with `Cache-Control: no-store`, so no browser or proxy keeps it for the next user of a shared computer.
   */
  personal?: true;
}

/** One API call: the single description both the Fastify route and the browser client are built from. */
export interface Endpoint extends Route, Contract {}

/** A staff route's contract must name its permission and is personal: the compiler refuses one that does not. */
type StaffContract = Contract & { permission: StaffPermission; personal: true };

/** The contracts of a route table: one per route, none else. */
export type ContractsOf<R extends RouteTable> = {
  [N in keyof R]: R[N]['path'] extends `${typeof STAFF_PATH_PREFIX}${string}` ? StaffContract : Contract;
};

/** Each route with its contract, under the route's name (and with the route's documentation). */
export type EndpointsOf<R extends RouteTable, C extends ContractsOf<R>> = { [N in keyof R]: R[N] & C[N] };

/**
 * The endpoints of `routes`: each route spread with its contract. A route without a contract, or a contract without
 * a route, does not compile.
 */
export function withContracts<R extends RouteTable, C extends ContractsOf<R>>(
  routes: R,
  contracts: C & Record<Exclude<keyof C, keyof R>, never>,
): EndpointsOf<R, C> {
  const contractOf: Readonly<Record<string, Contract>> = contracts;
  const entries = Object.entries(routes).map(([name, route]) => [name, { ...route, ...contractOf[name] }]);
  return Object.fromEntries(entries) as EndpointsOf<R, C>;
}

/** A staff call's flags: the permission it needs, and personal (no staff answer may be kept by a browser or proxy). */
export const staff = (permission: StaffPermission) => ({ permission, personal: true }) as const;
