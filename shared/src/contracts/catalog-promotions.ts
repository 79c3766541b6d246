import { z } from 'zod';
import { ProductSummary } from './catalog';
import { withCode } from './error-codes';

export const PromotionParams = z.object({
  promocija: z.string().trim().min(1, withCode('PROMOTION_REQUIRED')).max(200, withCode('INVALID_PROMOTION')),
});

/** SPEC §3/§7: status and promocija (naziv_promocije, products). */
export const SinglePromotionResponse = z.object({
  status: z.literal(200),
  promocija: z.object({ naziv_promocije: z.string(), products: z.array(ProductSummary) }),
});
export type SinglePromotionResponse = z.infer<typeof SinglePromotionResponse>;
