import type { Endpoint } from '../endpoint';

/** The admin panel's calls for products and their images. Each declares the permission it needs (contracts/admin/permissions.ts). */
export const adminCatalogEndpoints = {
  // The calls of this area, each `endpoint({ …, permission })`.
} satisfies Record<string, Endpoint>;
