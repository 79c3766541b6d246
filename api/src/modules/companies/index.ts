// Companies: business customers, their members (buyers and administrators), delivery addresses and customer groups.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).

export { default as companyAccountRoutes } from './company-account-routes';
export { type RecordViewer, recordViewer, visibleTo } from './company-records';
export {
  type CompanyRow,
  type CompanyValues,
  companyRoleOf,
  createCompanyWithAdministrator,
  findCompany,
  findCustomerGroup,
  findMembership,
  insertCompany,
  insertCustomerGroup,
  jibTaken,
  listAdministrators,
  listCompanies,
  listCustomerGroups,
  listDeliveryAddresses,
  listMembers,
  removeMember,
  replaceDeliveryAddresses,
  setApprovalLimit,
  setMember,
  setUserGroup,
  updateCompany,
} from './company-repository';
