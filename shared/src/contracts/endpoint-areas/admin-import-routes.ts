import type { RouteTable } from '../route';

/** The admin panel's calls for CSV import (dry run, background job, progress) and CSV export. */
export const adminImportRoutes = {
  /**
   * Uploads a product CSV and checks every row without writing anything (the dry run): row errors with line and
   * column, and how many products the import would create, update or leave unchanged. The file is kept for the job.
   */
  checkProductImport: { method: 'POST', path: '/api/admin/import/products/check' },
  /** Starts the checked file's import as a background job (one at a time); poll `getImportJob` for its progress. */
  startProductImport: { method: 'POST', path: '/api/admin/import/jobs/:id/start' },
  /** The running import, else the last one started (null: none yet): the panel finds it again after a reload. */
  getCurrentImportJob: { method: 'GET', path: '/api/admin/import/jobs/current' },
  getImportJob: { method: 'GET', path: '/api/admin/import/jobs/:id' },
  /** The products the filter selects as CSV (`;`, UTF-8 with BOM, CRLF), streamed: a download link. */
  exportProducts: { method: 'GET', path: '/api/admin/export/products' },
  /** The CSV template: the header and one example row. A download link. */
  getProductImportTemplate: { method: 'GET', path: '/api/admin/import/products/template' },
} as const satisfies RouteTable;
