import type { AdminProductFilter } from '@shop/shared/contracts';

/**
 * The products section's CSV tools: export the current filter, download the template, import a file (dry run, then
 * a background job with a progress bar). Shown in the products toolbar.
 */
export function ProductCsvTools(_props: { filter: AdminProductFilter }) {
  return null;
}
