import type { Endpoint } from '../endpoint';

/** The admin panel's calls for orders, pro-forma requests and contact messages. Each declares the permission it needs (contracts/admin/permissions.ts). */
export const adminSalesEndpoints = {
  // The calls of this area, each `endpoint({ …, permission })`.
} satisfies Record<string, Endpoint>;
