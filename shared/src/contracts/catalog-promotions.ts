import { z } from 'zod';
import { ProductSummary } from './catalog';

export const PromotionParams = z.object({
  promocija: z.string().trim().min(1, { error: 'Nedostaje promocija.' }).max(200, { error: 'Neispravna promocija.' }),
});

/** SPEC §3/§7: status and promocija (naziv_promocije, products). */
export const SinglePromotionResponse = z.object({
  status: z.literal(200),
  promocija: z.object({ naziv_promocije: z.string(), products: z.array(ProductSummary) }),
});
export type SinglePromotionResponse = z.infer<typeof SinglePromotionResponse>;
