import type { AdminPriceListsQuery, PriceListState, PriceRuleTarget } from '@shop/shared/contracts';
import { sql } from 'kysely';
import { containing } from '../../../db/contains-text';
import type { DbOrTransaction } from '../../../db/db-or-transaction';

/** The admin panel's price lists (#Cjenovnici): the table, one list with its rules, and writing them. */

export interface PriceListValues {
  name: string;
  valid_from: string | null;
  valid_to: string | null;
  company_id: number | null;
  customer_group_id: number | null;
}

export interface RuleValues {
  target: PriceRuleTarget;
  targetId: number;
  minQuantity: number;
  priceMinor: number | null;
  percentOffBp: number | null;
}

const ruleCount = sql<number | string>`(select count(*) from price_list_rules r where r.price_list_id = list.id)`;

function baseQuery(db: DbOrTransaction) {
  return db
    .selectFrom('price_lists as list')
    .leftJoin('companies', 'companies.id', 'list.company_id')
    .leftJoin('customer_groups', 'customer_groups.id', 'list.customer_group_id')
    .select([
      'list.id',
      'list.name',
      'list.valid_from',
      'list.valid_to',
      'list.company_id',
      'list.customer_group_id',
      'companies.name as company_name',
      'customer_groups.name as group_name',
      ruleCount.as('rule_count'),
    ]);
}
export type PriceListRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

/** Newest first; `state` compares the dates with `today`. */
export function listPriceLists(db: DbOrTransaction, query: AdminPriceListsQuery, today: string) {
  let select = baseQuery(db).orderBy('list.id', 'desc');
  if (query.search) {
    const term = query.search;
    select = select.where((eb) =>
      eb.or([
        containing('list.name', term),
        containing('companies.name', term),
        containing('customer_groups.name', term),
      ]),
    );
  }
  const stateFilter: Record<PriceListState, typeof select> = {
    valid: select
      .where((eb) => eb.or([eb('list.valid_from', 'is', null), eb('list.valid_from', '<=', today)]))
      .where((eb) => eb.or([eb('list.valid_to', 'is', null), eb('list.valid_to', '>=', today)])),
    scheduled: select.where('list.valid_from', '>', today),
    ended: select.where('list.valid_to', '<', today),
  };
  return (query.state ? stateFilter[query.state] : select).execute();
}

export function findPriceList(db: DbOrTransaction, id: number) {
  return baseQuery(db).where('list.id', '=', id).executeTakeFirst();
}

/** The list's rules with what they price, target by target, tiers in order. */
export function listRules(db: DbOrTransaction, priceListId: number) {
  return db
    .selectFrom('price_list_rules as rule')
    .leftJoin('products', 'products.id', 'rule.product_id')
    .leftJoin('categories', 'categories.id', 'rule.category_id')
    .leftJoin('manufacturers', 'manufacturers.id', 'rule.manufacturer_id')
    .select([
      'rule.product_id',
      'rule.category_id',
      'rule.manufacturer_id',
      'rule.min_quantity',
      'rule.price_minor',
      'rule.percent_off_bp',
      'products.name as product_name',
      'products.product_code',
      'categories.name as category_name',
      'categories.slug as category_slug',
      'manufacturers.name as manufacturer_name',
    ])
    .where('rule.price_list_id', '=', priceListId)
    .orderBy('rule.product_id')
    .orderBy('rule.category_id')
    .orderBy('rule.manufacturer_id')
    .orderBy('rule.min_quantity')
    .execute();
}
export type RuleRow = Awaited<ReturnType<typeof listRules>>[number];

export async function insertPriceList(db: DbOrTransaction, values: PriceListValues): Promise<number> {
  const { insertId } = await db
    .insertInto('price_lists')
    .values({ ...values, updated_at: new Date().toISOString() })
    .executeTakeFirstOrThrow();
  return Number(insertId);
}

export async function updatePriceList(db: DbOrTransaction, id: number, values: PriceListValues): Promise<void> {
  await db
    .updateTable('price_lists')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function deletePriceList(db: DbOrTransaction, id: number): Promise<void> {
  await db.deleteFrom('price_list_rules').where('price_list_id', '=', id).execute();
  await db.deleteFrom('price_lists').where('id', '=', id).execute();
}

const TARGET_COLUMN = { product: 'product_id', category: 'category_id', manufacturer: 'manufacturer_id' } as const;
const TARGET_TABLE = { product: 'products', category: 'categories', manufacturer: 'manufacturers' } as const;

export async function replaceRules(db: DbOrTransaction, priceListId: number, rules: RuleValues[]): Promise<void> {
  await db.deleteFrom('price_list_rules').where('price_list_id', '=', priceListId).execute();
  if (rules.length === 0) return;
  await db
    .insertInto('price_list_rules')
    .values(
      rules.map((rule) => ({
        price_list_id: priceListId,
        product_id: null,
        category_id: null,
        manufacturer_id: null,
        [TARGET_COLUMN[rule.target]]: rule.targetId,
        min_quantity: rule.minQuantity,
        price_minor: rule.priceMinor,
        percent_off_bp: rule.percentOffBp,
      })),
    )
    .execute();
}

/** Whether every rule's product, category and manufacturer exists. */
export async function targetsExist(db: DbOrTransaction, rules: readonly RuleValues[]): Promise<boolean> {
  for (const target of Object.keys(TARGET_TABLE) as PriceRuleTarget[]) {
    const ids = [...new Set(rules.filter((rule) => rule.target === target).map((rule) => rule.targetId))];
    if (ids.length === 0) continue;
    const found = await db.selectFrom(TARGET_TABLE[target]).select('id').where('id', 'in', ids).execute();
    if (found.length !== ids.length) return false;
  }
  return true;
}

/** The editor's selects: companies, groups, categories and manufacturers by name. */
export async function priceListOptions(db: DbOrTransaction) {
  const named = (table: 'companies' | 'customer_groups' | 'categories' | 'manufacturers') =>
    db.selectFrom(table).select(['id', 'name']).orderBy('name').execute();
  const [companies, groups, categories, manufacturers] = await Promise.all([
    named('companies'),
    named('customer_groups'),
    named('categories'),
    named('manufacturers'),
  ]);
  return { companies, groups, categories, manufacturers };
}

export async function ownerExists(db: DbOrTransaction, values: PriceListValues): Promise<boolean> {
  const row =
    values.company_id !== null
      ? await db.selectFrom('companies').select('id').where('id', '=', values.company_id).executeTakeFirst()
      : await db
          .selectFrom('customer_groups')
          .select('id')
          .where('id', '=', values.customer_group_id ?? 0)
          .executeTakeFirst();
  return row !== undefined;
}

/** What a CSV's codes name: products by code (those in the file), every category by slug, manufacturer by name. */
export async function csvTargets(db: DbOrTransaction, productCodes: string[]) {
  const products = productCodes.length
    ? await db.selectFrom('products').select(['id', 'product_code']).where('product_code', 'in', productCodes).execute()
    : [];
  const categories = await db.selectFrom('categories').select(['id', 'slug']).execute();
  const manufacturers = await db.selectFrom('manufacturers').select(['id', 'name']).execute();
  return {
    product: new Map(products.map((row) => [row.product_code, row.id])),
    category: new Map(categories.map((row) => [row.slug, row.id])),
    manufacturer: new Map(manufacturers.map((row) => [row.name, row.id])),
  };
}
