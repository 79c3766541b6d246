import type { Endpoint } from '../endpoint';

/** The admin panel's calls for CSV import (dry run, background job, progress) and CSV export. Each declares the permission it needs (contracts/admin/permissions.ts). */
export const adminImportEndpoints = {
  // The calls of this area, each `endpoint({ …, permission })`.
} satisfies Record<string, Endpoint>;
