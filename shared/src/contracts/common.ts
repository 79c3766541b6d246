import { z } from 'zod';

/** Every 4xx/5xx body: one human-readable message (in the user's language where a user sees it). */
export const ErrorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Money crosses the API as KM with two decimals (VAT included); the DB keeps integer feninga. */
export const Money = z.number().nonnegative();

/** `/api/health`: the process answers (no DB involved); for load balancers and the throughput benchmark. */
export const HealthResponse = z.object({ status: z.literal('ok') });
