import { z } from 'zod';

/** Money crosses the API as KM with two decimals (VAT included); the DB keeps integer feninga. */
export const Money = z.number().nonnegative();

/** `/api/health/live`: the process answers (no DB involved); for liveness probes and the throughput benchmark. */
export const HealthResponse = z.object({ status: z.literal('ok') });

/**
 * `/api/health`: the process answers and whether the database does (503 with `database: 'unavailable'` if not),
 * whether its schema is this build's (503 while migrations are `migrating` or `behind`, with how many are pending), and
 * how this instance reaches the others: `single` (no Redis configured), `shared`, or `degraded` (Redis unreachable:
 * still serving, so still 200).
 */
export const HealthReport = z.object({
  status: z.literal('ok'),
  database: z.enum(['ok', 'unavailable']),
  schema: z.enum(['current', 'migrating', 'behind']),
  pendingMigrations: z.number().int().nonnegative().optional(),
  cluster: z.enum(['single', 'shared', 'degraded']),
});
export type HealthReport = z.infer<typeof HealthReport>;
