import type { Endpoint } from '../endpoint';

/** The admin panel's calls for users and roles, the audit log and the dashboard. Each declares the permission it needs (contracts/admin/permissions.ts). */
export const adminPeopleEndpoints = {
  // The calls of this area, each `endpoint({ …, permission })`.
} satisfies Record<string, Endpoint>;
