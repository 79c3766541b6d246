import type { RouteTable } from '../route';

/** The admin panel's calls for users and roles, the audit log and the dashboard. */
export const adminPeopleRoutes = {
  /** #Pregled: the period's sales figures, a daily series and what needs attention. */
  adminDashboard: { method: 'GET', path: '/api/admin/dashboard' },

  adminUsers: { method: 'GET', path: '/api/admin/users' },
  /** No one changes their own role; the last active Admin keeps it (409). */
  adminSetUserRole: { method: 'PUT', path: '/api/admin/users/:id/role' },
  /** Deactivating ends every session of the account and refuses its sign-in; not for yourself nor the last Admin. */
  adminSetUserActive: { method: 'PUT', path: '/api/admin/users/:id/active' },

  /** #Dnevnik: staff writes, newest first. */
  adminAuditLog: { method: 'GET', path: '/api/admin/audit' },
  adminAuditLogFilters: { method: 'GET', path: '/api/admin/audit/filters' },
} as const satisfies RouteTable;
