import type { Insertable, Kysely } from 'kysely';
import type { Database, PriceListRulesTable } from '../db/schema';

/* Companies, customer groups and price lists inserted straight through Kysely, for the pricing suites. */

type Db = Kysely<Database>;

const idOf = ({ insertId }: { insertId?: bigint }) => Number(insertId);

export async function insertCustomerGroup(db: Db, name: string): Promise<number> {
  return idOf(await db.insertInto('customer_groups').values({ name }).executeTakeFirstOrThrow());
}

/** A company (verified unless said otherwise) with the user as a member. */
export async function insertCompany(
  db: Db,
  values: { name: string; jib: string; memberId?: number; groupId?: number | null; verified?: boolean },
): Promise<number> {
  const companyId = idOf(
    await db
      .insertInto('companies')
      .values({
        name: values.name,
        jib: values.jib,
        pdv_number: values.jib.slice(1),
        seat_address: 'Zmaja od Bosne 1, 71000 Sarajevo',
        customer_group_id: values.groupId ?? null,
        verified_at: values.verified === false ? null : new Date().toISOString(),
      })
      .executeTakeFirstOrThrow(),
  );
  if (values.memberId !== undefined) {
    await db
      .insertInto('company_members')
      .values({ company_id: companyId, user_id: values.memberId, role: 'kupac' })
      .execute();
  }
  return companyId;
}

/** Adds the user to the company in this role (issue 27: an administrator sees the company's orders and quotes). */
export async function insertCompanyMember(
  db: Db,
  companyId: number,
  userId: number,
  role: 'kupac' | 'administrator',
): Promise<void> {
  await db.insertInto('company_members').values({ company_id: companyId, user_id: userId, role }).execute();
}

export type RuleFixture = Partial<Omit<Insertable<PriceListRulesTable>, 'price_list_id'>>;

/** A price list with its rules (a rule's min_quantity defaults to 1). */
export async function insertPriceList(
  db: Db,
  values: {
    name: string;
    companyId?: number;
    groupId?: number;
    validFrom?: string | null;
    validTo?: string | null;
    rules: RuleFixture[];
  },
): Promise<number> {
  const listId = idOf(
    await db
      .insertInto('price_lists')
      .values({
        name: values.name,
        company_id: values.companyId ?? null,
        customer_group_id: values.groupId ?? null,
        valid_from: values.validFrom ?? null,
        valid_to: values.validTo ?? null,
        updated_at: new Date().toISOString(),
      })
      .executeTakeFirstOrThrow(),
  );
  for (const rule of values.rules) {
    await db
      .insertInto('price_list_rules')
      .values({ min_quantity: 1, ...rule, price_list_id: listId })
      .execute();
  }
  return listId;
}
