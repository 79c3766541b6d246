import type { RouteTable } from '../route';

/** The admin panel's calls for business customers: price lists (#Cjenovnici) and companies (#Firme). */
export const adminBusinessRoutes = {
  adminListPriceLists: { method: 'GET', path: '/api/admin/price-lists' },
  adminGetPriceList: { method: 'GET', path: '/api/admin/price-lists/:id' },
  /** The whole list with its rules in one call (create and update alike). */
  adminCreatePriceList: { method: 'POST', path: '/api/admin/price-lists' },
  adminUpdatePriceList: { method: 'PUT', path: '/api/admin/price-lists/:id' },
  adminDeletePriceList: { method: 'DELETE', path: '/api/admin/price-lists/:id' },
  adminPriceListOptions: { method: 'GET', path: '/api/admin/price-list-options' },
  /** The list's rules as CSV (`;`, UTF-8 with BOM, CRLF): a download link. */
  adminExportPriceList: { method: 'GET', path: '/api/admin/price-lists/:id/csv' },
  /** A CSV of the same columns replaces the list's rules (all rows or none: a bad row answers 400 with its line). */
  adminImportPriceList: { method: 'PUT', path: '/api/admin/price-lists/:id/csv' },

  adminListCompanies: { method: 'GET', path: '/api/admin/companies' },
  adminGetCompany: { method: 'GET', path: '/api/admin/companies/:id' },
  adminCreateCompany: { method: 'POST', path: '/api/admin/companies' },
  /** The company's details and terms: its verification and its customer group. */
  adminUpdateCompany: { method: 'PUT', path: '/api/admin/companies/:id' },
  /** Links an account to the company by its email (404 without an account, 409 when it is another company's). */
  adminSetCompanyMember: { method: 'PUT', path: '/api/admin/companies/:id/members' },
  adminRemoveCompanyMember: { method: 'DELETE', path: '/api/admin/companies/:id/members/:userId' },
  adminCreateCustomerGroup: { method: 'POST', path: '/api/admin/customer-groups' },
  /** A user's own customer group (its price lists apply to them, company or not). */
  adminSetUserGroup: { method: 'PUT', path: '/api/admin/customer-groups/user' },
} as const satisfies RouteTable;
