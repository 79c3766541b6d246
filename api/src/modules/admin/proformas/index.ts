// Staff: pro-forma requests, their PDF, marked answered (the stored request is read by the quotes too).
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).

export {
  findProforma,
  listProformaItems,
  markProformaAnswered,
  type ProformaItemRow,
  type ProformaRow,
} from './admin-proforma-repository';
export { default as adminProformasRoutes } from './admin-proforma-routes';
