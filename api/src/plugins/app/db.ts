import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { migrateToLatest } from '../../db/migrate';
import type { Database } from '../../db/schema';
import { isDatabaseUnavailable } from '../../db/unavailable';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** Resolves once migrations have run; rejects (and retries on the next call) while the DB is unreachable. */
    ensureDatabaseSchema(): Promise<void>;
  }
}

/**
 * Decorates `db` and runs migrations at start. If the DB is unreachable at start the server still starts (static
 * files and /api/health work); routes that need the DB retry the migrations on their next request, answering 503 until
 * they succeed. Nothing stays broken: a failed attempt is forgotten, and the mysql2 pool reconnects on its own.
 */
export default fp(
  async (app, { db }: { db: Kysely<Database> }) => {
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

    app.decorate('db', db);
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
      await db.destroy();
    });
  },
  { name: 'db' },
);
