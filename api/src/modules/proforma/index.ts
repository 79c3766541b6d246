// Pro-forma requests (SPEC §5, §7): stored, with the PDF emailed to the customer and staff.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { proformaDocumentLines, proformaTotals } from './proforma-document';
export { proformaNumber } from './proforma-number';
export { deleteUserProformaRequests, insertProformaRequest, listUserProformaRequests } from './proforma-repository';
export { default as proformaRoutes } from './proforma-routes';
