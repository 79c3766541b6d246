import type { DbOrTransaction } from '../../db/db-or-transaction';

/** `kupac` orders at the company's prices; `administrator` also invites colleagues and approves. */
export const COMPANY_ROLES = ['kupac', 'administrator'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** The company the user belongs to (verified or not) and their role in it; undefined for a consumer. */
export function findMembership(db: DbOrTransaction, userId: number) {
  return db
    .selectFrom('company_members')
    .innerJoin('companies', 'companies.id', 'company_members.company_id')
    .select(['companies.id as companyId', 'companies.name', 'companies.verified_at', 'company_members.role'])
    .where('company_members.user_id', '=', userId)
    .executeTakeFirst();
}
