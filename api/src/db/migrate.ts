import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as initial from './migrations/2026-11-22T00-initial';
import type { Database } from './schema';

/**
 * Listed, not read from a folder: no filesystem scanning or dynamic import, so it behaves the same under tsx, Jest
 * and any bundler. Names sort by date; add new migrations at the end.
 */
const migrations: Record<string, Migration> = {
  '2026-11-22T00-initial': initial,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema to the newest migration; throws the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
