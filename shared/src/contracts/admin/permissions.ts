import type { Role } from '../session';

/**
 * The one staff permission matrix: the API checks it on every `/api/admin/*` route (a route declares the permission it
 * needs) and the admin panel shows only the sections and buttons a role can use. Editors look after the catalogue and
 * may read orders, pro-formas and quotes and manage price lists; Admins also run orders, pro-formas, quotes, companies,
 * users, messages, releases and the audit log.
 */
export const STAFF_PERMISSIONS = {
  /** The #Pregled dashboard: sales figures and what needs attention. */
  'dashboard.read': ['Admin', 'Editor'],
  /** Products, categories, promotions and their images: read and write. */
  'catalog.write': ['Admin', 'Editor'],
  /** The search's synonym table, and what shoppers searched for (#Pretraga). */
  'search.manage': ['Admin', 'Editor'],
  /** CSV import and export of products. */
  'catalog.import': ['Admin', 'Editor'],
  /** Orders and pro-forma requests, read only. */
  'orders.read': ['Admin', 'Editor'],
  /** Order transitions (nova → potvrđena → poslana → isporučena, otkazana). */
  'orders.manage': ['Admin'],
  /** Marking pro-forma requests answered. */
  'proformas.manage': ['Admin'],
  /** Quotes that answer pro-forma requests (issue 27): read their state and thread. */
  'quotes.read': ['Admin', 'Editor'],
  /** Sending a quote (prices, delivery, validity, payment terms) or a revised one to the customer. */
  'quotes.manage': ['Admin'],
  /** Contact messages: read and mark handled. */
  'messages.manage': ['Admin'],
  /** Staff and customer accounts: list, change role, deactivate. */
  'users.manage': ['Admin'],
  /** Price lists for companies and customer groups (#Cjenovnici): read and write. */
  'pricelists.manage': ['Admin', 'Editor'],
  /** Companies (#Firme): create, verify, link users, set the customer group (their terms). */
  'companies.manage': ['Admin'],
  /** The audit log of staff writes. */
  'audit.read': ['Admin'],
  /** Which release of the shell and of each remote is live, and the kept ones (#Izdanja). */
  'releases.read': ['Admin', 'Editor'],
  /** Switching a package back to a kept release (audited). */
  'releases.rollback': ['Admin'],
} as const satisfies Record<string, readonly Role[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export const STAFF_PERMISSION_NAMES = Object.keys(STAFF_PERMISSIONS) as StaffPermission[];

/** Whether a role (undefined: a guest) holds a permission. */
export function roleCan(role: Role | string | undefined, permission: StaffPermission): boolean {
  return role !== undefined && (STAFF_PERMISSIONS[permission] as readonly string[]).includes(role);
}

/** Whether the role may open the admin panel at all. */
export function isStaffRole(role: Role | string | undefined): boolean {
  return STAFF_PERMISSION_NAMES.some((permission) => roleCan(role, permission));
}
