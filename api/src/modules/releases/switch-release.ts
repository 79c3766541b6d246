import { rm } from 'node:fs/promises';
import type { ReleasePackage } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { releaseDir } from '../../static/dist-folders';
import {
  forgetRelease,
  type KeptRelease,
  listReleases,
  liveOf,
  previousOf,
  prunable,
  recordRelease,
  switchLive,
} from './release-store';

type Db = Kysely<Database>;

export interface SwitchOptions {
  /** Holds `releases/<package>/<id>/`. */
  staticRoot: string;
  /** Releases kept per package (RELEASES_KEEP). */
  keep: number;
}

async function releasesOf(db: Db, pkg: ReleasePackage): Promise<KeptRelease[]> {
  return (await listReleases(db)).filter((release) => release.package === pkg);
}

/**
 * Makes a release whose files are in place (and checked) the live one, then deletes the releases past the `keep`
 * newest (never the live one nor the one live before it). Returns the deleted ids.
 */
export async function goLive(
  db: Db,
  pkg: ReleasePackage,
  releaseId: string,
  options: SwitchOptions,
): Promise<string[]> {
  await recordRelease(db, pkg, releaseId);
  await switchLive(db, pkg, releaseId);
  const pruned = prunable(await releasesOf(db, pkg), options.keep);
  for (const release of pruned) {
    await forgetRelease(db, pkg, release.releaseId);
    await rm(releaseDir(options.staticRoot, pkg, release.releaseId), { recursive: true, force: true });
  }
  return pruned.map((release) => release.releaseId);
}

export type RollbackResult =
  | { ok: true; from: string; to: string }
  | { ok: false; reason: 'RELEASE_NONE_LIVE' | 'RELEASE_NONE_EARLIER' | 'RELEASE_NOT_FOUND' | 'RELEASE_ALREADY_LIVE' };

/**
 * Switches a package back: to `releaseId` when given (a kept release), else to the newest release created before the
 * live one. One UPDATE (inside the caller's transaction when given one): every instance follows at its next read of
 * the pointer.
 */
export async function rollBack(db: Db, pkg: ReleasePackage, releaseId?: string): Promise<RollbackResult> {
  const kept = await releasesOf(db, pkg);
  const live = liveOf(kept);
  if (!live) return { ok: false, reason: 'RELEASE_NONE_LIVE' };
  const target = releaseId ? kept.find((release) => release.releaseId === releaseId) : previousOf(kept);
  if (!target) return { ok: false, reason: releaseId ? 'RELEASE_NOT_FOUND' : 'RELEASE_NONE_EARLIER' };
  if (target === live) return { ok: false, reason: 'RELEASE_ALREADY_LIVE' };
  await switchLive(db, pkg, target.releaseId);
  return { ok: true, from: live.releaseId, to: target.releaseId };
}
