import { z } from 'zod';
import { Money } from './common';

/**
 * SPEC §3 compare item, plus what /uporedi needs to draw its table without another call per item: the stock (add to
 * cart refuses zero), the subcategory (one subcategory per list) and the specifications.
 */
export const CompareItem = z.object({
  id_proizvoda: z.number().int(),
  id_podkategorije: z.number().int(),
  slug: z.string(),
  naziv: z.string(),
  url_slike: z.string(),
  kolicina: z.number().int(),
  trenutna_cijena: Money,
  prodajna_cijena_sa_pdv: Money,
  naAkciji: z.union([z.literal(0), z.literal(1)]),
  specifikacije: z.array(z.object({ naziv: z.string(), vrijednost: z.string() })),
});
export type CompareItem = z.infer<typeof CompareItem>;

export const CompareList = z.array(CompareItem);
export type CompareList = z.infer<typeof CompareList>;

/** SPEC §7: JSON {id_proizvoda, id_podkategorije}. */
export const CompareItemBody = z.object({
  id_proizvoda: z.number().int().positive(),
  id_podkategorije: z.number().int().positive(),
});
export type CompareItemBody = z.infer<typeof CompareItemBody>;

/** SPEC §7: 200, or 500 with a message. */
export const ClearCompareResponse = z.object({ status: z.literal(200) });
