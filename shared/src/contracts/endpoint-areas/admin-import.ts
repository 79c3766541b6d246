import { CsvDownload, CurrentImportJob, ImportJob, ImportJobParams, PRODUCT_CSV_MAX_BYTES } from '../admin/import';
import { AdminProductFilter } from '../admin/products';
import { type ContractsOf, staff } from '../endpoint';
import type { adminImportRoutes } from './admin-import-routes';

/** The permission every call here needs (contracts/admin/permissions.ts); a staff answer is personal. */
const importStaff = staff('catalog.import');

/** What each call of admin-import-routes.ts takes and answers. */
export const adminImportContracts = {
  checkProductImport: { upload: { maxBytes: PRODUCT_CSV_MAX_BYTES }, response: ImportJob, ...importStaff },
  startProductImport: { params: ImportJobParams, response: ImportJob, ...importStaff },
  getCurrentImportJob: { response: CurrentImportJob, ...importStaff },
  getImportJob: { params: ImportJobParams, response: ImportJob, ...importStaff },
  exportProducts: { query: AdminProductFilter, response: CsvDownload, ...importStaff },
  getProductImportTemplate: { response: CsvDownload, ...importStaff },
} satisfies ContractsOf<typeof adminImportRoutes>;
