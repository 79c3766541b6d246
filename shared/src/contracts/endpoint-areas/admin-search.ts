import {
  SearchQueriesQuery,
  SearchQueriesReport,
  SynonymGroup,
  SynonymGroupInput,
  SynonymGroupList,
} from '../admin/search';
import { AdminDeleted, AdminIdParams } from '../admin/structure';
import { type ContractsOf, staff } from '../endpoint';
import type { adminSearchRoutes } from './admin-search-routes';

/** What each call of admin-search-routes.ts takes and answers, and the permission it needs (admin/permissions.ts). */
export const adminSearchContracts = {
  adminListSynonymGroups: { response: SynonymGroupList, ...staff('search.manage') },
  adminCreateSynonymGroup: { body: SynonymGroupInput, response: SynonymGroup, ...staff('search.manage') },
  adminUpdateSynonymGroup: {
    params: AdminIdParams,
    body: SynonymGroupInput,
    response: SynonymGroup,
    ...staff('search.manage'),
  },
  adminDeleteSynonymGroup: { params: AdminIdParams, response: AdminDeleted, ...staff('search.manage') },
  adminSearchQueries: { query: SearchQueriesQuery, response: SearchQueriesReport, ...staff('search.manage') },
} satisfies ContractsOf<typeof adminSearchRoutes>;
