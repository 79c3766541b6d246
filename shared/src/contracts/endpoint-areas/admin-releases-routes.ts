import type { RouteTable } from '../route';

/** The admin panel's releases (#Izdanja): what is live and kept per package, and a rollback (decision 020). */
export const adminReleasesRoutes = {
  adminListReleases: { method: 'GET', path: '/api/admin/releases' },
  /** Every API instance follows within a second (the cluster bus; without Redis, RELEASE_POLL_MS). */
  adminRollbackRelease: { method: 'POST', path: '/api/admin/releases/rollback' },
} as const satisfies RouteTable;
