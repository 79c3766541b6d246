import type { ReleasePackage, ReleaseSnapshot } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type { ReleaseSnapshot };

export interface KeptRelease {
  package: ReleasePackage;
  releaseId: string;
  createdAt: string;
  liveSince: string | null;
}

type Db = Kysely<Database>;

/** Records a release whose files are in place (not live yet). */
export async function recordRelease(db: Db, pkg: ReleasePackage, releaseId: string, now = new Date()): Promise<void> {
  await db
    .insertInto('releases')
    .values({ package: pkg, release_id: releaseId, created_at: now.toISOString() })
    .execute();
}

/**
 * Makes a recorded release the live one: it gets the latest `live_since` of its package, so every reader sees the old
 * pointer or the new one. Never earlier than the current live one's (a release machine whose clock is behind still
 * switches). False when no such release is recorded.
 */
export async function switchLive(db: Db, pkg: ReleasePackage, releaseId: string, now = new Date()): Promise<boolean> {
  const inTransaction = async (trx: Db) => {
    const latest = await trx
      .selectFrom('releases')
      .select((eb) => eb.fn.max('live_since').as('since'))
      .where('package', '=', pkg)
      .executeTakeFirst();
    const after = latest?.since ? new Date(Date.parse(latest.since) + 1) : now;
    const result = await trx
      .updateTable('releases')
      .set({ live_since: (now > after ? now : after).toISOString() })
      .where('package', '=', pkg)
      .where('release_id', '=', releaseId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  };
  return db.isTransaction ? inTransaction(db) : db.transaction().execute(inTransaction);
}

/** Every kept release, newest first per package. */
export async function listReleases(db: Db): Promise<KeptRelease[]> {
  const rows = await db
    .selectFrom('releases')
    .select(['package', 'release_id', 'created_at', 'live_since'])
    .orderBy('package')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    package: row.package as ReleasePackage,
    releaseId: row.release_id,
    createdAt: row.created_at,
    liveSince: row.live_since,
  }));
}

/** The live release of one package among its kept ones (newest first), if any went live. */
export function liveOf(kept: KeptRelease[]): KeptRelease | undefined {
  let live: KeptRelease | undefined;
  for (const release of kept) {
    if (release.liveSince && (!live?.liveSince || release.liveSince > live.liveSince)) live = release;
  }
  return live;
}

export function snapshotOf(kept: KeptRelease[]): ReleaseSnapshot {
  const snapshot: ReleaseSnapshot = {};
  for (const pkg of new Set(kept.map((release) => release.package))) {
    const live = liveOf(kept.filter((release) => release.package === pkg));
    if (live) snapshot[pkg] = live.releaseId;
  }
  return snapshot;
}

/** The live release of every package that has one. */
export async function readSnapshot(db: Db): Promise<ReleaseSnapshot> {
  return snapshotOf(await listReleases(db));
}

/** What `pnpm rollback <name>` goes back to: the newest release created before the live one. */
export function previousOf(kept: KeptRelease[]): KeptRelease | undefined {
  const live = liveOf(kept);
  if (!live) return undefined;
  return kept.find((release) => release.createdAt < live.createdAt);
}

/**
 * The releases of one package (newest first) that may be deleted: all but the `keep` newest, never the live one nor
 * the one live before it (pages opened before the last switch still load its files).
 */
export function prunable(kept: KeptRelease[], keep: number): KeptRelease[] {
  const live = liveOf(kept);
  const lastLive = liveOf(kept.filter((release) => release !== live));
  return kept.slice(keep).filter((release) => release !== live && release !== lastLive);
}

export async function forgetRelease(db: Db, pkg: ReleasePackage, releaseId: string): Promise<void> {
  await db.deleteFrom('releases').where('package', '=', pkg).where('release_id', '=', releaseId).execute();
}
