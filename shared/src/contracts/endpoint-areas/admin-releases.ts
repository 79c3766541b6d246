import { ReleaseList, ReleaseRollbackInput, ReleaseRollbackResult } from '../admin/releases';
import { type ContractsOf, staff } from '../endpoint';
import type { adminReleasesRoutes } from './admin-releases-routes';

/** What each call of admin-releases-routes.ts takes and answers, and the permission it needs (admin/permissions.ts). */
export const adminReleasesContracts = {
  adminListReleases: { response: ReleaseList, ...staff('releases.read') },
  adminRollbackRelease: { body: ReleaseRollbackInput, response: ReleaseRollbackResult, ...staff('releases.rollback') },
} satisfies ContractsOf<typeof adminReleasesRoutes>;
