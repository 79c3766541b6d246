import type { AdminCompaniesQuery, CompanyRole } from '@shop/shared/contracts';
import { sql } from 'kysely';
import { containing } from '../../db/contains-text';
import type { DbOrTransaction } from '../../db/db-or-transaction';

/**
 * The company the user belongs to (verified or not) and their role in it (`kupac` orders at the company's prices;
 * `administrator` also invites colleagues); undefined for a consumer.
 */
export function findMembership(db: DbOrTransaction, userId: number) {
  return db
    .selectFrom('company_members')
    .innerJoin('companies', 'companies.id', 'company_members.company_id')
    .select([
      'companies.id as companyId',
      'companies.name',
      'companies.jib',
      'companies.verified_at',
      'companies.approval_limit_minor',
      'company_members.role',
    ])
    .where('company_members.user_id', '=', userId)
    .executeTakeFirst();
}

/** A stored role as the contracts name it (the column holds only these two; anything else reads as a buyer). */
export const companyRoleOf = (role: string): CompanyRole => (role === 'administrator' ? 'administrator' : 'kupac');

export interface CompanyValues {
  name: string;
  jib: string;
  pdv_number: string | null;
  seat_address: string;
  customer_group_id: number | null;
  verified_at: string | null;
  approval_limit_minor: number | null;
}

const memberCount = sql<number | string>`(select count(*) from company_members m where m.company_id = companies.id)`;

function companyQuery(db: DbOrTransaction) {
  return db
    .selectFrom('companies')
    .leftJoin('customer_groups', 'customer_groups.id', 'companies.customer_group_id')
    .select([
      'companies.id',
      'companies.name',
      'companies.jib',
      'companies.pdv_number',
      'companies.seat_address',
      'companies.customer_group_id',
      'companies.verified_at',
      'companies.approval_limit_minor',
      'companies.created_at',
      'customer_groups.name as group_name',
      memberCount.as('member_count'),
    ]);
}
export type CompanyRow = Awaited<ReturnType<ReturnType<typeof companyQuery>['executeTakeFirstOrThrow']>>;

/** Newest first, by name or JIB, verified or not. */
export function listCompanies(db: DbOrTransaction, query: AdminCompaniesQuery) {
  let select = companyQuery(db).orderBy('companies.id', 'desc');
  if (query.search) {
    const term = query.search;
    select = select.where((eb) => eb.or([containing('companies.name', term), containing('companies.jib', term)]));
  }
  if (query.verified) select = select.where('companies.verified_at', query.verified === 'yes' ? 'is not' : 'is', null);
  return select.execute();
}

export function findCompany(db: DbOrTransaction, id: number) {
  return companyQuery(db).where('companies.id', '=', id).executeTakeFirst();
}

export function jibTaken(db: DbOrTransaction, jib: string, exceptId?: number) {
  let select = db.selectFrom('companies').select('id').where('jib', '=', jib);
  if (exceptId !== undefined) select = select.where('id', '!=', exceptId);
  return select.executeTakeFirst().then((row) => row !== undefined);
}

export async function insertCompany(db: DbOrTransaction, values: CompanyValues): Promise<number> {
  const { insertId } = await db.insertInto('companies').values(values).executeTakeFirstOrThrow();
  return Number(insertId);
}

export async function updateCompany(db: DbOrTransaction, id: number, values: CompanyValues): Promise<void> {
  await db.updateTable('companies').set(values).where('id', '=', id).execute();
}

export function listDeliveryAddresses(db: DbOrTransaction, companyId: number) {
  return db
    .selectFrom('company_delivery_addresses')
    .select('address')
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => row.address));
}

export async function replaceDeliveryAddresses(db: DbOrTransaction, companyId: number, addresses: string[]) {
  await db.deleteFrom('company_delivery_addresses').where('company_id', '=', companyId).execute();
  if (addresses.length === 0) return;
  await db
    .insertInto('company_delivery_addresses')
    .values(addresses.map((address) => ({ company_id: companyId, address })))
    .execute();
}

export function listMembers(db: DbOrTransaction, companyId: number) {
  return db
    .selectFrom('company_members')
    .innerJoin('users', 'users.id', 'company_members.user_id')
    .select(['users.id as userId', 'users.email', 'users.username', 'company_members.role'])
    .where('company_members.company_id', '=', companyId)
    .orderBy('company_members.created_at')
    .orderBy('users.id')
    .execute();
}

/** Adds the user to the company or changes their role there (the caller checked they are in no other company). */
export async function setMember(db: DbOrTransaction, companyId: number, userId: number, role: CompanyRole) {
  const updated = await db
    .updateTable('company_members')
    .set({ role })
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await db.insertInto('company_members').values({ company_id: companyId, user_id: userId, role }).execute();
  }
}

export async function removeMember(db: DbOrTransaction, companyId: number, userId: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('company_members')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

export function listCustomerGroups(db: DbOrTransaction) {
  return db.selectFrom('customer_groups').select(['id', 'name']).orderBy('name').execute();
}

export function findCustomerGroup(db: DbOrTransaction, id: number) {
  return db.selectFrom('customer_groups').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function insertCustomerGroup(db: DbOrTransaction, name: string): Promise<number> {
  const { insertId } = await db.insertInto('customer_groups').values({ name }).executeTakeFirstOrThrow();
  return Number(insertId);
}

/**
 * A company registered by its first user (the registration form's business account): unverified, with the user as
 * its administrator and the delivery address given, if any. Staff verify it in #Firme.
 */
export async function createCompanyWithAdministrator(
  db: DbOrTransaction,
  company: { name: string; jib: string; pdvNumber: string | null; seatAddress: string; deliveryAddress: string | null },
  userId: number,
): Promise<number> {
  const companyId = await insertCompany(db, {
    name: company.name,
    jib: company.jib,
    pdv_number: company.pdvNumber,
    seat_address: company.seatAddress,
    customer_group_id: null,
    verified_at: null,
    approval_limit_minor: null,
  });
  if (company.deliveryAddress) await replaceDeliveryAddresses(db, companyId, [company.deliveryAddress]);
  await setMember(db, companyId, userId, 'administrator');
  return companyId;
}

export async function setUserGroup(db: DbOrTransaction, userId: number, groupId: number | null): Promise<void> {
  await db.updateTable('users').set({ customer_group_id: groupId }).where('id', '=', userId).execute();
}

/** The company administrator's approval limit (feninga with VAT; null: orders never wait). */
export async function setApprovalLimit(db: DbOrTransaction, companyId: number, limitMinor: number | null) {
  await db.updateTable('companies').set({ approval_limit_minor: limitMinor }).where('id', '=', companyId).execute();
}

/** The company's administrators, who decide its approval requests. */
export function listAdministrators(db: DbOrTransaction, companyId: number) {
  return db
    .selectFrom('company_members')
    .innerJoin('users', 'users.id', 'company_members.user_id')
    .select(['users.id as userId', 'users.email', 'users.username'])
    .where('company_members.company_id', '=', companyId)
    .where('company_members.role', '=', 'administrator')
    .orderBy('users.id')
    .execute();
}
