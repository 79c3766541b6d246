import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { companyRoleOf, findMembership } from './company-repository';

/**
 * Who is looking at orders and pro-forma requests (issue 27, visibility by role): a user sees their own; a company
 * administrator also every one recorded for their company (`company_id`, written when a member orders or asks).
 */
export interface RecordViewer {
  userId: number;
  /** The company the user administers, whose records they see besides their own; null for a buyer or a consumer. */
  companyId: number | null;
}

export async function recordViewer(db: DbOrTransaction, userId: number): Promise<RecordViewer> {
  const membership = await findMembership(db, userId);
  const administers = membership && companyRoleOf(membership.role) === 'administrator';
  return { userId, companyId: administers ? membership.companyId : null };
}

/** The tables whose rows carry the user who made them and the company they were made for. */
type CompanyRecordTable = 'orders' | 'proforma_requests';

/** The one rule, as a WHERE condition on `table`: the viewer's own rows, and their administered company's. */
export function visibleTo(table: CompanyRecordTable, viewer: RecordViewer): RawBuilder<SqlBool> {
  const own = sql<SqlBool>`${sql.ref(`${table}.user_id`)} = ${viewer.userId}`;
  if (viewer.companyId === null) return own;
  return sql<SqlBool>`(${own} or ${sql.ref(`${table}.company_id`)} = ${viewer.companyId})`;
}
