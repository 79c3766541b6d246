import {
  AdminUser,
  AdminUserPage,
  AdminUserParams,
  AdminUsersQuery,
  AuditLogFilters,
  AuditLogPage,
  AuditLogQuery,
  Dashboard,
  DashboardQuery,
  SetUserActiveBody,
  SetUserRoleBody,
} from '../admin/people';
import { type ContractsOf, staff } from '../endpoint';
import type { adminPeopleRoutes } from './admin-people-routes';

/** What each call of admin-people-routes.ts takes and answers, and the permission it needs (admin/permissions.ts). */
export const adminPeopleContracts = {
  adminDashboard: { query: DashboardQuery, response: Dashboard, ...staff('dashboard.read') },

  adminUsers: { query: AdminUsersQuery, response: AdminUserPage, ...staff('users.manage') },
  adminSetUserRole: {
    params: AdminUserParams,
    body: SetUserRoleBody,
    response: AdminUser,
    ...staff('users.manage'),
  },
  adminSetUserActive: {
    params: AdminUserParams,
    body: SetUserActiveBody,
    response: AdminUser,
    ...staff('users.manage'),
  },

  adminAuditLog: { query: AuditLogQuery, response: AuditLogPage, ...staff('audit.read') },
  adminAuditLogFilters: { response: AuditLogFilters, ...staff('audit.read') },
} satisfies ContractsOf<typeof adminPeopleRoutes>;
