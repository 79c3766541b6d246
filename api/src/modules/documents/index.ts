// Documents: the pro-forma and order PDFs.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { type ProformaDocument, renderProformaPdf } from './proforma-pdf';
export { PROFORMA_VALID_DAYS, SELLER } from './seller';
