import type { RouteTable } from '../route';

/** The admin panel's search settings (#Pretraga): synonyms, and what shoppers searched for and did not find. */
export const adminSearchRoutes = {
  adminListSynonymGroups: { method: 'GET', path: '/api/admin/search/synonyms' },
  /** Every API instance searches with it within a second (the cluster bus). */
  adminCreateSynonymGroup: { method: 'POST', path: '/api/admin/search/synonyms' },
  adminUpdateSynonymGroup: { method: 'PUT', path: '/api/admin/search/synonyms/:id' },
  adminDeleteSynonymGroup: { method: 'DELETE', path: '/api/admin/search/synonyms/:id' },
  /** The last `dana` days (default 7): top queries and the queries that found nothing. */
  adminSearchQueries: { method: 'GET', path: '/api/admin/search/queries' },
} as const satisfies RouteTable;
