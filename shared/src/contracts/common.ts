import { z } from 'zod';

/** Money crosses the API as KM with two decimals (VAT included); the DB keeps integer feninga. */
export const Money = z.number().nonnegative();

/** `/api/health`: the process answers (no DB involved); for load balancers and the throughput benchmark. */
export const HealthResponse = z.object({ status: z.literal('ok') });
