import { z } from 'zod';
import { Money } from '../common';
import { withCode } from '../error-codes';
import { Role } from '../session';

/* The admin panel's dashboard (#Pregled), users (#Korisnici) and audit log (#Dnevnik). */

/** A calendar day in UTC, `2026-11-23`: the dashboard's period and the audit log's date range. */
export const AdminDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, withCode('INVALID_FIELD'))
  .refine((day) => isCalendarDay(day), withCode('INVALID_FIELD'));

/** `2026-02-30` matches the pattern but is no day: it must come back unchanged from a UTC date. */
function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}

/** The dashboard's period presets (days, today included); 30 is the default. */
export const DASHBOARD_PRESETS = [7, 30, 90] as const;
export const DASHBOARD_DEFAULT_DAYS = 30;
/** A longer period would draw an unreadable chart and scan years of orders. */
export const DASHBOARD_MAX_DAYS = 366;
/** How many rows each "needs attention" list shows (the count says how many there are in all). */
export const ATTENTION_LIST_SIZE = 5;

/** Both ends included; either missing: the last 30 days up to today. */
export const DashboardQuery = z.object({ from: AdminDay.optional(), to: AdminDay.optional() });
export type DashboardQuery = z.infer<typeof DashboardQuery>;

export const DailySales = z.object({ date: z.string(), revenue: Money, orders: z.number().int() });
export type DailySales = z.infer<typeof DailySales>;

const AttentionList = <Item extends z.ZodType>(item: Item) =>
  z.object({ count: z.number().int(), items: z.array(item) });

export const Dashboard = z.object({
  from: z.string(),
  to: z.string(),
  /** Orders of the period that were not cancelled, VAT and shipping included, after loyalty discounts. */
  revenue: Money,
  orders: z.number().int(),
  averageOrderValue: Money,
  /** Customer accounts created in the period. */
  newCustomers: z.number().int(),
  /** One row per day of the period, days without orders as zero. */
  daily: z.array(DailySales),
  attention: z.object({
    newOrders: AttentionList(
      z.object({
        id: z.number().int(),
        number: z.string(),
        customerName: z.string(),
        total: Money,
        createdAt: z.string(),
      }),
    ),
    unansweredProformas: AttentionList(
      z.object({ id: z.number().int(), companyName: z.string(), email: z.string(), createdAt: z.string() }),
    ),
    lowStock: AttentionList(
      z.object({ id: z.number().int(), name: z.string(), productCode: z.string(), stock: z.number().int() }),
    ),
  }),
});
export type Dashboard = z.infer<typeof Dashboard>;

export const ADMIN_USERS_PAGE_SIZE = 25;

const Page = z.coerce.number(withCode('INVALID_PAGE')).int(withCode('INVALID_PAGE')).min(1, withCode('INVALID_PAGE'));

export const AdminUsersQuery = z.object({
  /** Part of the name or email. */
  search: z.string().trim().max(200).optional(),
  role: Role.optional(),
  page: Page.default(1),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

export const AdminUser = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: Role,
  createdAt: z.string(),
  /** Null for an active account. */
  deactivatedAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserPage = z.object({
  users: z.array(AdminUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserPage = z.infer<typeof AdminUserPage>;

export const AdminUserParams = z.object({ id: z.coerce.number().int().positive() });
export const SetUserRoleBody = z.object({ role: Role });
export const SetUserActiveBody = z.object({ active: z.boolean() });

export const ADMIN_AUDIT_PAGE_SIZE = 30;

export const AuditLogQuery = z.object({
  userId: z.coerce.number().int().positive().optional(),
  entity: z.string().trim().max(32).optional(),
  action: z.string().trim().max(64).optional(),
  entityId: z.string().trim().max(64).optional(),
  /** Both ends included (UTC days). */
  from: AdminDay.optional(),
  to: AdminDay.optional(),
  page: Page.default(1),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

export const AuditEntry = z.object({
  id: z.number().int(),
  /** Null when the staff account has been deleted since (its email stays). */
  userId: z.number().int().nullable(),
  userEmail: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The record as it was (null for a creation) and as it became (null for a deletion), as JSON. */
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogPage = z.object({
  entries: z.array(AuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditLogPage = z.infer<typeof AuditLogPage>;

/** What the audit log's filters offer: the staff, entities and actions that occur in it. */
export const AuditLogFilters = z.object({
  users: z.array(z.object({ id: z.number().int(), email: z.string() })),
  entities: z.array(z.string()),
  actions: z.array(z.string()),
});
export type AuditLogFilters = z.infer<typeof AuditLogFilters>;
