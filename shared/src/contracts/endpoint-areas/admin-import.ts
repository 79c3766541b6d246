import { CsvDownload, CurrentImportJob, ImportJob, ImportJobParams, PRODUCT_CSV_MAX_BYTES } from '../admin/import';
import { AdminProductFilter } from '../admin/products';
import { type Endpoint, endpoint } from '../endpoint';

/** The admin panel's calls for CSV import (dry run, background job, progress) and CSV export. Each declares the permission it needs (contracts/admin/permissions.ts). */
export const adminImportEndpoints = {
  /**
   * Uploads a product CSV and checks every row without writing anything (the dry run): row errors with line and
   * column, and how many products the import would create, update or leave unchanged. The file is kept for the job.
   */
  checkProductImport: endpoint({
    method: 'POST',
    path: '/api/admin/import/products/check',
    upload: { maxBytes: PRODUCT_CSV_MAX_BYTES },
    response: ImportJob,
    permission: 'catalog.import',
  }),
  /** Starts the checked file's import as a background job (one at a time); poll `getImportJob` for its progress. */
  startProductImport: endpoint({
    method: 'POST',
    path: '/api/admin/import/jobs/:id/start',
    params: ImportJobParams,
    response: ImportJob,
    permission: 'catalog.import',
  }),
  /** The running import, else the last one started (null: none yet): the panel finds it again after a reload. */
  getCurrentImportJob: endpoint({
    method: 'GET',
    path: '/api/admin/import/jobs/current',
    response: CurrentImportJob,
    permission: 'catalog.import',
  }),
  getImportJob: endpoint({
    method: 'GET',
    path: '/api/admin/import/jobs/:id',
    params: ImportJobParams,
    response: ImportJob,
    permission: 'catalog.import',
  }),
  /** The products the filter selects as CSV (`;`, UTF-8 with BOM, CRLF), streamed: a download link. */
  exportProducts: endpoint({
    method: 'GET',
    path: '/api/admin/export/products',
    query: AdminProductFilter,
    response: CsvDownload,
    permission: 'catalog.import',
  }),
  /** The CSV template: the header and one example row. A download link. */
  getProductImportTemplate: endpoint({
    method: 'GET',
    path: '/api/admin/import/products/template',
    response: CsvDownload,
    permission: 'catalog.import',
  }),
} satisfies Record<string, Endpoint>;
