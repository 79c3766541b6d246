import { loadConfig } from '../config';
import { createDb } from './create-db';
import { countPendingMigrations, migrateToLatest } from './migrate';

/**
 * `pnpm db:migrate`: applies the pending migrations to DATABASE_URL and exits, for a deploy that migrates before it
 * starts (or replaces) the instances. The same run as at an instance's start: no query timeout, one run at a time
 * across processes, resumable after a cut. Exits 1 with the error when a migration fails.
 */
async function main(): Promise<void> {
  const { url, timeoutMs } = loadConfig().database;
  const db = createDb(url, { timeoutMs, queryTimeout: false });
  try {
    const pending = await countPendingMigrations(db);
    await migrateToLatest(db);
    console.info(pending === 0 ? 'db:migrate: the schema is current' : `db:migrate: ${pending} migration(s) applied`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error('db:migrate failed:', error);
  process.exit(1);
});
