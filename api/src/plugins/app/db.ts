import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { CatalogReads } from '../../db/catalog-reads';
import { migrateToLatest } from '../../db/migrate';
import type { Database } from '../../db/schema';
import { isDatabaseUnavailable } from '../../db/unavailable';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /**
     * The database for a shopper's catalogue read: the replica (DATABASE_READ_URL) when it answers and no catalogue
     * change was seen in the last DATABASE_READ_AFTER_WRITE_MS, else `db`. Carts, orders, sessions, staff: `db`.
     */
    catalogDb(): Kysely<Database>;
    /** Every catalogue change calls this (catalog-changes.ts): reads stay on the primary while a replica catches up. */
    catalogWritten(): void;
    /** Resolves once migrations have run; rejects (and retries on the next call) while the DB is unreachable. */
    ensureDatabaseSchema(): Promise<void>;
  }
}

/**
 * Decorates `db` and runs migrations at start. If the DB is unreachable at start the server still starts (static
 * files and /api/health work); routes that need the DB retry the migrations on their next request, answering 503 until
 * they succeed. Nothing stays broken: a failed attempt is forgotten, and the mysql2 pool reconnects on its own.
 */
export interface DbPluginOptions {
  db: Kysely<Database>;
  /** A read replica for catalogue reads; its schema comes from the primary by replication (no migrations here). */
  replica?: Kysely<Database>;
  readAfterWriteMs: number;
}

export default fp(
  async (app, { db, replica, readAfterWriteMs }: DbPluginOptions) => {
    let migrated = false;
    let migrating: Promise<void> | undefined;

    const ensureDatabaseSchema = () => {
      if (migrated) return Promise.resolve();
      migrating ??= migrateToLatest(db).then(
        () => {
          migrated = true;
        },
        (error: unknown) => {
          migrating = undefined;
          throw error;
        },
      );
      return migrating;
    };

    const catalogReads = new CatalogReads({
      primary: db,
      replica,
      readAfterWriteMs,
      onReplicaStateChange: (answers, error) =>
        answers
          ? app.log.info('read replica answers again: catalogue reads go to it')
          : app.log.warn({ err: error }, 'read replica does not answer: catalogue reads go to the primary'),
    });

    app.decorate('db', db);
    app.decorate('catalogDb', () => catalogReads.db());
    app.decorate('catalogWritten', () => catalogReads.written());
    app.decorate('ensureDatabaseSchema', ensureDatabaseSchema);

    try {
      await ensureDatabaseSchema();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      app.log.warn({ err: error }, 'Database unreachable at start: migrations will run once it answers');
    }

    // A plain callback hook: after start-up this is one boolean check per request.
    app.addHook('onRequest', (request, _reply, done) => {
      if (migrated || !request.routeOptions.config.needsDatabase) return done();
      ensureDatabaseSchema().then(() => done(), done);
    });

    app.addHook('onClose', async () => {
      await catalogReads.close();
      await db.destroy();
    });
  },
  { name: 'db' },
);
