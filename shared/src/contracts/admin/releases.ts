import { z } from 'zod';
import { isReleaseId, RELEASE_PACKAGES } from '../remote-names';

/*
 * The admin panel's releases (#Izdanja, decision 020): the kept releases of the shell and of each remote, which one
 * is live, and a rollback.
 */

export const ReleasePackageSchema = z.enum(RELEASE_PACKAGES);

export const KeptReleaseSchema = z.object({
  id: z.string(),
  napravljeno: z.string(),
  /** When it last went live; null for a release never switched to. */
  uzivoOd: z.string().nullable(),
  uzivo: z.boolean(),
});
export type KeptReleaseItem = z.infer<typeof KeptReleaseSchema>;

export const PackageReleases = z.object({
  paket: ReleasePackageSchema,
  /** Newest first. None: the package serves its `dist/` build. */
  izdanja: z.array(KeptReleaseSchema),
});
export type PackageReleases = z.infer<typeof PackageReleases>;

export const ReleaseList = z.object({ paketi: z.array(PackageReleases) });
export type ReleaseList = z.infer<typeof ReleaseList>;

/** Back to a kept release; without `izdanje`, to the one made before the live one. */
export const ReleaseRollbackInput = z.object({
  paket: ReleasePackageSchema,
  izdanje: z.string().trim().refine(isReleaseId).optional(),
});
export type ReleaseRollbackInput = z.infer<typeof ReleaseRollbackInput>;

export const ReleaseRollbackResult = z.object({ paket: ReleasePackageSchema, sa: z.string(), na: z.string() });
export type ReleaseRollbackResult = z.infer<typeof ReleaseRollbackResult>;
