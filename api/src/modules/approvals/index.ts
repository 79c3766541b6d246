// Approvals: a company buyer's order above the company's limit waits for an administrator (decision 023).
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as approvalRoutes } from './approval-routes';
export { holdForApproval } from './hold-for-approval';
