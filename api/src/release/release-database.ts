import type { Kysely } from 'kysely';
import { announce as announceOnBus } from '../cluster/cluster-bus';
import { type AppConfig, loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { type ReleaseSnapshot, readLiveReleases } from '../modules/releases';

export interface ReleaseDatabase {
  db: Kysely<Database>;
  config: AppConfig;
  /** The live releases when the command started. */
  live: ReleaseSnapshot;
  /** Tells every instance to read the pointer now; says how they learn it. */
  announce(): Promise<string>;
}

/**
 * The instances' database (DATABASE_URL, schema brought current as `pnpm db:migrate` does) for a release command;
 * exits with the command's code.
 */
export function withReleaseDatabase(command: (context: ReleaseDatabase) => Promise<number>): void {
  const config = loadConfig();
  const db = createDb(config.database.url, { timeoutMs: config.database.timeoutMs, queryTimeout: false });
  const announce = async () =>
    (await announceOnBus(config.cluster, 'releases', {}))
      ? 'every instance notified over Redis'
      : `instances without Redis follow within RELEASE_POLL_MS (${config.releases.pollMs} ms)`;
  migrateToLatest(db)
    .then(async () => command({ db, config, live: await readLiveReleases(db), announce }))
    .catch((error: unknown) => {
      console.error(error);
      return 1;
    })
    .then(async (code) => {
      await db.destroy();
      process.exit(code);
    });
}
