import type { Endpoint } from '../endpoint';

/** The admin panel's calls for categories, subcategories and promotions. Each declares the permission it needs (contracts/admin/permissions.ts). */
export const adminStructureEndpoints = {
  // The calls of this area, each `endpoint({ …, permission })`.
} satisfies Record<string, Endpoint>;
