import {
  AdminCompaniesQuery,
  AdminCompanyDetail,
  AdminCompanyInput,
  AdminCompanyMemberInput,
  AdminCompanyMemberParams,
  AdminCompanyPage,
  AdminCustomerGroup,
  AdminCustomerGroupInput,
  AdminPriceListDetail,
  AdminPriceListInput,
  AdminPriceListOptions,
  AdminPriceListPage,
  AdminPriceListsQuery,
  AdminUserGroup,
  AdminUserGroupInput,
  PRICE_LIST_CSV_MAX_BYTES,
} from '../admin/business';
import { CsvDownload } from '../admin/import';
import { AdminDeleted, AdminIdParams } from '../admin/structure';
import { type ContractsOf, staff } from '../endpoint';
import type { adminBusinessRoutes } from './admin-business-routes';

const priceListStaff = staff('pricelists.manage');
const companyStaff = staff('companies.manage');

/** What each call of admin-business-routes.ts takes and answers, and the permission it needs (admin/permissions.ts). */
export const adminBusinessContracts = {
  adminListPriceLists: { query: AdminPriceListsQuery, response: AdminPriceListPage, ...priceListStaff },
  adminGetPriceList: { params: AdminIdParams, response: AdminPriceListDetail, ...priceListStaff },
  adminCreatePriceList: { body: AdminPriceListInput, response: AdminPriceListDetail, ...priceListStaff },
  adminUpdatePriceList: {
    params: AdminIdParams,
    body: AdminPriceListInput,
    response: AdminPriceListDetail,
    ...priceListStaff,
  },
  adminDeletePriceList: { params: AdminIdParams, response: AdminDeleted, ...priceListStaff },
  adminPriceListOptions: { response: AdminPriceListOptions, ...priceListStaff },
  adminExportPriceList: { params: AdminIdParams, response: CsvDownload, ...priceListStaff },
  adminImportPriceList: {
    params: AdminIdParams,
    upload: { maxBytes: PRICE_LIST_CSV_MAX_BYTES },
    response: AdminPriceListDetail,
    ...priceListStaff,
  },

  adminListCompanies: { query: AdminCompaniesQuery, response: AdminCompanyPage, ...companyStaff },
  adminGetCompany: { params: AdminIdParams, response: AdminCompanyDetail, ...companyStaff },
  adminCreateCompany: { body: AdminCompanyInput, response: AdminCompanyDetail, ...companyStaff },
  adminUpdateCompany: {
    params: AdminIdParams,
    body: AdminCompanyInput,
    response: AdminCompanyDetail,
    ...companyStaff,
  },
  adminSetCompanyMember: {
    params: AdminIdParams,
    body: AdminCompanyMemberInput,
    response: AdminCompanyDetail,
    ...companyStaff,
  },
  adminRemoveCompanyMember: { params: AdminCompanyMemberParams, response: AdminCompanyDetail, ...companyStaff },
  adminCreateCustomerGroup: { body: AdminCustomerGroupInput, response: AdminCustomerGroup, ...companyStaff },
  adminSetUserGroup: { body: AdminUserGroupInput, response: AdminUserGroup, ...companyStaff },
} satisfies ContractsOf<typeof adminBusinessRoutes>;
