import { endpoints, type HealthReport } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { routeEndpoint } from '../../http/endpoint-route';

/** A health check answers quickly or it is no check: a database slower than this counts as unavailable. */
export const DATABASE_CHECK_TIMEOUT_MS = 1_000;

/**
 * `/api/health/live`: the process alone (liveness, and the benchmark's bare JSON route).
 * `/api/health`: also the database, with a `SELECT 1`, and the schema; 503 while the database does not answer or its
 * schema is not this build's yet (migrations running, or cut and waiting to resume), so a load balancer stops sending
 * traffic that would only get 503s. It also names the instance's cluster state; Redis being away is not a reason to
 * take the instance out (it serves alone meanwhile).
 */
const healthRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.healthLive, async () => ({ status: 'ok' as const }), { needsDatabase: false });

  routeEndpoint(
    app,
    endpoints.health,
    async (request, reply) => {
      const database = (await databaseAnswers()) ? 'ok' : 'unavailable';
      const { state: schema, pending } = await app.databaseSchema();
      const report: HealthReport = { status: 'ok', database, schema, cluster: app.cluster.state };
      if (database === 'ok' && schema === 'current') return report;
      if (database === 'unavailable') request.log.warn('health: the database does not answer');
      else {
        // The balancer's probes drive the migrations to their end when no request does.
        app.ensureDatabaseSchema().catch(() => undefined);
        if (pending !== undefined) report.pendingMigrations = pending;
        request.log.warn({ schema, pending }, 'health: the schema is not current');
      }
      return reply.code(503).header('retry-after', '5').send(report);
    },
    { needsDatabase: false },
  );

  async function databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), DATABASE_CHECK_TIMEOUT_MS);
    });
    const query = sql`select 1`.execute(app.db).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
};

export default healthRoutes;
