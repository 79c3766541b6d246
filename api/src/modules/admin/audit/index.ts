// Staff: the audit log (every staff write records who, when, what) and its list.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as adminAuditRoutes } from './audit-routes';
export { recordAudit } from './record-audit';
