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
import { type Endpoint, endpoint } from '../endpoint';

/** The admin panel's calls for users and roles, the audit log and the dashboard. Each declares the permission it needs (contracts/admin/permissions.ts). */
export const adminPeopleEndpoints = {
  /** #Pregled: the period's sales figures, a daily series and what needs attention. */
  adminDashboard: endpoint({
    method: 'GET',
    path: '/api/admin/dashboard',
    query: DashboardQuery,
    response: Dashboard,
    permission: 'dashboard.read',
  }),

  adminUsers: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    query: AdminUsersQuery,
    response: AdminUserPage,
    permission: 'users.manage',
  }),
  /** No one changes their own role; the last active Admin keeps it (409). */
  adminSetUserRole: endpoint({
    method: 'PUT',
    path: '/api/admin/users/:id/role',
    params: AdminUserParams,
    body: SetUserRoleBody,
    response: AdminUser,
    permission: 'users.manage',
  }),
  /** Deactivating ends every session of the account and refuses its sign-in; not for yourself nor the last Admin. */
  adminSetUserActive: endpoint({
    method: 'PUT',
    path: '/api/admin/users/:id/active',
    params: AdminUserParams,
    body: SetUserActiveBody,
    response: AdminUser,
    permission: 'users.manage',
  }),

  /** #Dnevnik: staff writes, newest first. */
  adminAuditLog: endpoint({
    method: 'GET',
    path: '/api/admin/audit',
    query: AuditLogQuery,
    response: AuditLogPage,
    permission: 'audit.read',
  }),
  adminAuditLogFilters: endpoint({
    method: 'GET',
    path: '/api/admin/audit/filters',
    response: AuditLogFilters,
    permission: 'audit.read',
  }),
} satisfies Record<string, Endpoint>;
