// Staff: the product CSV import (dry run, background job) and export.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).

export { detectDelimiter } from './csv-file';
export { default as adminImportRoutes } from './import-routes';
export { withFormulaGuard, withoutFormulaGuard } from './product-csv';
