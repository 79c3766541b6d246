import { z } from 'zod';
import { withCode } from './error-codes';

/** The highest approval limit a company may set, KM with VAT. */
export const APPROVAL_LIMIT_MAX_KM = 10_000_000;

/** KM with VAT, two decimals at most; null: orders never wait. */
export const ApprovalLimit = z
  .number(withCode('INVALID_APPROVAL_LIMIT'))
  .min(0, withCode('INVALID_APPROVAL_LIMIT'))
  .max(APPROVAL_LIMIT_MAX_KM, withCode('INVALID_APPROVAL_LIMIT'))
  .refine((km) => Math.abs(km * 100 - Math.round(km * 100)) < 1e-6, withCode('INVALID_APPROVAL_LIMIT'))
  .nullable();
