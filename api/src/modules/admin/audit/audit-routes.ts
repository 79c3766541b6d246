import { ADMIN_AUDIT_PAGE_SIZE, type AuditEntry, endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Selectable } from 'kysely';
import type { AuditLogTable } from '../../../db/schema';
import { routeEndpoint } from '../../../http/endpoint-route';
import { auditLogFilterValues, listAuditEntries } from './audit-log-repository';

const DAY_MS = 86_400_000;

/** The start of a UTC day, `2026-11-23` → `2026-11-23T00:00:00.000Z`, `days` later. */
const dayStart = (day: string, days = 0) => new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString();

/** The stored JSON, parsed; text that is not JSON (never written by recordAudit) is shown as it is. */
function parsedJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toAuditEntry(row: Selectable<AuditLogTable>): AuditEntry {
  return {
    id: row.id,
    userId: row.user_id,
    userEmail: row.user_email,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    before: parsedJson(row.before_json),
    after: parsedJson(row.after_json),
    ip: row.ip,
    createdAt: row.created_at,
  };
}

/** The admin panel's audit calls (`/api/admin/…`), each guarded by the permission its endpoint declares. */
const adminAuditRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.adminAuditLog, async (request) => {
    const { page, from, to, ...filter } = request.query;
    const { rows, total } = await listAuditEntries(
      app.db,
      { ...filter, from: from && dayStart(from), until: to && dayStart(to, 1) },
      { limit: ADMIN_AUDIT_PAGE_SIZE, offset: (page - 1) * ADMIN_AUDIT_PAGE_SIZE },
    );
    return { entries: rows.map(toAuditEntry), total, page, pageSize: ADMIN_AUDIT_PAGE_SIZE };
  });

  routeEndpoint(app, endpoints.adminAuditLogFilters, async () => auditLogFilterValues(app.db));
};

export default adminAuditRoutes;
