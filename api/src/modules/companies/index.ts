// Companies: business customers, their members (buyers and administrators) and customer groups.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { COMPANY_ROLES, type CompanyRole, findMembership } from './company-repository';
