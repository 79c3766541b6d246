import { z } from 'zod';

/**
 * The admin product list's filter: the same query the table, the CSV export and the bulk actions use.
 * (Extended by the products area; the CSV export streams exactly what this filter selects.)
 */
export const AdminProductFilter = z.object({
  search: z.string().trim().max(200).optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  subcategoryId: z.coerce.number().int().positive().optional(),
  manufacturerId: z.coerce.number().int().positive().optional(),
  /** in: stock > 0; out: stock = 0; low: 1..LOW_STOCK_THRESHOLD. */
  stock: z.enum(['in', 'out', 'low']).optional(),
  onSale: z.enum(['yes', 'no']).optional(),
});
export type AdminProductFilter = z.infer<typeof AdminProductFilter>;

/** "Low on stock" for the filter and the dashboard's attention list. */
export const LOW_STOCK_THRESHOLD = 3;
