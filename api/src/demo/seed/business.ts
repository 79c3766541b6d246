import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { shopToday } from '../../modules/pricing';
import { DEMO_USERS } from './users';

/*
 * The business side of the demo (issue 27): a verified company with an administrator and a buyer (DEMO_USERS), the
 * customer groups, and the company's price list with quantity tiers, valid from the seed's day for a year, so a
 * newcomer signing in as the demo buyer sees their prices.
 */

export const DEMO_COMPANY = {
  name: 'Demo Firma d.o.o.',
  jib: '4209876540001',
  pdvNumber: '209876540001',
  seatAddress: 'Maršala Tita 10, 71000 Sarajevo',
  group: 'Partneri',
} as const;

export const DEMO_CUSTOMER_GROUPS = ['Partneri', 'Obrazovanje'] as const;

/** The category the whole list takes a percentage off, and the tiers of one of its products (off its price). */
export const DEMO_PRICE_LIST = {
  name: 'Demo Firma d.o.o. — cjenovnik',
  categorySlug: 'računari-i-komponente',
  /** Basis points: 5 % off the category's regular prices. */
  categoryPercentOffBp: 500,
  /** From how many pieces, how many percent off the tier product's regular price (stored as a unit price). */
  productTiers: [
    { minQuantity: 1, percentOff: 7 },
    { minQuantity: 5, percentOff: 12 },
    { minQuantity: 20, percentOff: 18 },
  ],
  /** The tier product has at least this many in stock (the top tier can be bought) and is not on sale. */
  tierProductMinStock: 20,
} as const;

const DAY_MS = 86_400_000;

/**
 * Creates what is missing of the demo company, its members, the groups and the price list (found by JIB, email and
 * name), so the call is safe again after a catalogue reset. Needs the demo users and the catalogue.
 */
export async function insertDemoBusiness(db: Kysely<Database>, now: Date): Promise<void> {
  const groupIds = new Map<string, number>();
  for (const name of DEMO_CUSTOMER_GROUPS) {
    const existing = await db.selectFrom('customer_groups').select('id').where('name', '=', name).executeTakeFirst();
    const id =
      existing?.id ??
      Number((await db.insertInto('customer_groups').values({ name }).executeTakeFirstOrThrow()).insertId);
    groupIds.set(name, id);
  }

  if (await db.selectFrom('companies').select('id').where('jib', '=', DEMO_COMPANY.jib).executeTakeFirst()) return;
  const { insertId } = await db
    .insertInto('companies')
    .values({
      name: DEMO_COMPANY.name,
      jib: DEMO_COMPANY.jib,
      pdv_number: DEMO_COMPANY.pdvNumber,
      seat_address: DEMO_COMPANY.seatAddress,
      customer_group_id: groupIds.get(DEMO_COMPANY.group) ?? null,
      verified_at: now.toISOString(),
      created_at: now.toISOString(),
    })
    .executeTakeFirstOrThrow();
  const companyId = Number(insertId);
  await db
    .insertInto('company_delivery_addresses')
    .values({ company_id: companyId, address: DEMO_COMPANY.seatAddress })
    .execute();

  for (const [user, role] of [
    [DEMO_USERS.companyAdministrator, 'administrator'],
    [DEMO_USERS.companyBuyer, 'kupac'],
  ] as const) {
    const row = await db.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirstOrThrow();
    await db
      .insertInto('company_members')
      .values({ company_id: companyId, user_id: row.id, role, created_at: now.toISOString() })
      .execute();
  }

  const { insertId: listId } = await db
    .insertInto('price_lists')
    .values({
      name: DEMO_PRICE_LIST.name,
      valid_from: shopToday(now),
      valid_to: shopToday(new Date(now.getTime() + 365 * DAY_MS)),
      company_id: companyId,
      customer_group_id: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .executeTakeFirstOrThrow();
  const priceListId = Number(listId);

  const category = await db
    .selectFrom('categories')
    .select('id')
    .where('slug', '=', DEMO_PRICE_LIST.categorySlug)
    .executeTakeFirst();
  if (!category) return;
  await db
    .insertInto('price_list_rules')
    .values({
      price_list_id: priceListId,
      category_id: category.id,
      min_quantity: 1,
      percent_off_bp: DEMO_PRICE_LIST.categoryPercentOffBp,
    })
    .execute();
  const product = await findTierProduct(db, category.id);
  if (!product) return;
  await db
    .insertInto('price_list_rules')
    .values(
      DEMO_PRICE_LIST.productTiers.map((tier) => ({
        price_list_id: priceListId,
        product_id: product.id,
        min_quantity: tier.minQuantity,
        price_minor: Math.round((product.price_minor * (100 - tier.percentOff)) / 100),
      })),
    )
    .execute();
}

/** The category's first product (by id) with enough stock for the top tier and no sale price. */
export function findTierProduct(db: Kysely<Database>, categoryId: number) {
  return db
    .selectFrom('products')
    .innerJoin('subcategories', 'subcategories.id', 'products.subcategory_id')
    .select(['products.id', 'products.slug', 'products.price_minor'])
    .where('subcategories.category_id', '=', categoryId)
    .where('products.stock', '>=', DEMO_PRICE_LIST.tierProductMinStock)
    .where('products.on_sale', '=', 0)
    .orderBy('products.id')
    .limit(1)
    .executeTakeFirst();
}
