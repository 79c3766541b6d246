import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { CatalogReads } from '../../db/catalog-reads';
import type { Database } from '../../db/schema';
import type { SchemaState, SchemaUpgrade } from '../../db/schema-upgrade';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { HttpError } from '../../http/http-error';

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
    /** Whether this instance's schema is current (for /api/health), and how many migrations it lacks if known. */
    databaseSchema(): Promise<{ state: SchemaState; pending?: number }>;
  }
}

/**
 * Decorates `db`. Migrations ran before the plugins (buildApp, `migrateAtStart`) unless the database was unreachable or
 * went away in the middle: then the server still starts (static files and /api/health work), /api/health answers 503
 * with the schema's state, and routes that need the database retry the migrations, answering 503 until they are done
 * (never a 500 from a table or column that is not there yet). Nothing stays broken: a failed run is resumed, and the
 * mysql2 pool reconnects on its own.
 */
export interface DbPluginOptions {
  db: Kysely<Database>;
  /** A read replica for catalogue reads; its schema comes from the primary by replication (no migrations here). */
  replica?: Kysely<Database>;
  readAfterWriteMs: number;
  schema: SchemaUpgrade;
  /** How long a request waits for a migration run before it answers 503 (REQUEST_TIMEOUT_MS). */
  schemaWaitMs: number;
}

export default fp(
  async (app, { db, replica, readAfterWriteMs, schema, schemaWaitMs }: DbPluginOptions) => {
    const ensureDatabaseSchema = () => schema.ensure();

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
    app.decorate('databaseSchema', async () => {
      const { state } = schema;
      if (state === 'current') return { state };
      return { state, pending: await schema.pendingMigrations().catch(() => undefined) };
    });

    // A plain callback hook: after start-up this is one check per request.
    app.addHook('onRequest', (request, _reply, done) => {
      if (schema.state === 'current' || !request.routeOptions.config.needsDatabase) return done();
      untilSchemaIsCurrent(schema, schemaWaitMs).then(
        () => done(),
        (error: unknown) => {
          if (!isDatabaseUnavailable(error)) request.log.error({ err: error }, 'migrations failed');
          done(new HttpError('DATABASE_UNAVAILABLE'));
        },
      );
    });

    app.addHook('onClose', async () => {
      await catalogReads.close();
      await db.destroy();
    });
  },
  { name: 'db' },
);

/** The migration run (started or joined), waited for at most `ms`; a longer run goes on and the request gets 503. */
function untilSchemaIsCurrent(schema: SchemaUpgrade, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new HttpError('DATABASE_UNAVAILABLE')), ms);
  });
  return Promise.race([schema.ensure(), late]).finally(() => clearTimeout(timer));
}

/**
 * Runs the migrations before the app's plugins load (so Fastify's plugin timeout does not apply). A database that
 * cannot be reached, or goes away in the middle, does not stop the start: see the plugin above. Any other failure
 * (a migration that cannot work) does.
 */
export async function migrateAtStart(schema: SchemaUpgrade, log: FastifyBaseLogger): Promise<void> {
  try {
    await schema.ensure();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    log.warn({ err: error }, 'Database unreachable during migrations: they resume once it answers');
  }
}
