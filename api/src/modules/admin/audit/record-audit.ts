import type { FastifyRequest } from 'fastify';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { staffUserOf } from '../../../plugins/app/staff-access';
import { insertAuditEntry } from './audit-log-repository';

export interface AuditChange {
  /** `<entity>.<verb>`: `product.update`, `order.status`, `user.role`, … */
  action: string;
  entity: string;
  entityId?: string | number | null;
  /** The record as it was (undefined for a creation) and as it is now (undefined for a deletion). */
  before?: unknown;
  after?: unknown;
}

/**
 * Records one staff write in the audit log: who (the request's staff member), when, what, before and after, and the
 * IP. Call it inside the write's transaction, so a write and its entry land or fail together.
 */
export async function recordAudit(db: DbOrTransaction, request: FastifyRequest, change: AuditChange): Promise<void> {
  const staff = staffUserOf(request);
  await insertAuditEntry(db, {
    user_id: staff.id,
    user_email: staff.email,
    action: change.action,
    entity: change.entity,
    entity_id: change.entityId == null ? null : String(change.entityId),
    before_json: change.before === undefined ? null : JSON.stringify(change.before),
    after_json: change.after === undefined ? null : JSON.stringify(change.after),
    ip: request.ip,
  });
}
