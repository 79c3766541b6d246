import type { DbOrTransaction } from '../../db/db-or-transaction';
import { currentUnitPriceMinor, type PricedProduct, type PriceRule } from './price-rules';

/** Whom a price list can be for: the buyer's verified company and the groups of that company and of the user. */
export interface BuyerScope {
  companyId: number | null;
  groupIds: number[];
}

const NO_SCOPE: BuyerScope = { companyId: null, groupIds: [] };

/** The user's price-list scope; a company's lists and group count only once staff verified the company. */
export async function findBuyerScope(db: DbOrTransaction, userId: number | null): Promise<BuyerScope> {
  if (userId === null) return NO_SCOPE;
  const row = await db
    .selectFrom('users')
    .leftJoin('company_members', 'company_members.user_id', 'users.id')
    .leftJoin('companies', (join) =>
      join.onRef('companies.id', '=', 'company_members.company_id').on('companies.verified_at', 'is not', null),
    )
    .select([
      'users.customer_group_id as userGroupId',
      'companies.id as companyId',
      'companies.customer_group_id as companyGroupId',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return NO_SCOPE;
  const groupIds = [row.userGroupId, row.companyGroupId].filter((id) => id !== null);
  return { companyId: row.companyId, groupIds: [...new Set(groupIds)] };
}

/** The products' prices and what a category or manufacturer rule matches them by (hidden products included). */
export async function findPricedProducts(db: DbOrTransaction, productIds: readonly number[]): Promise<PricedProduct[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .innerJoin('subcategories', 'subcategories.id', 'products.subcategory_id')
    .select([
      'products.id',
      'products.price_minor',
      'products.sale_price_minor',
      'products.on_sale',
      'products.manufacturer_id',
      'subcategories.category_id',
    ])
    .where('products.id', 'in', [...productIds])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    priceMinor: row.price_minor,
    currentPriceMinor: currentUnitPriceMinor(row),
    categoryId: row.category_id,
    manufacturerId: row.manufacturer_id,
  }));
}

/** The rules, for these products, of the lists valid on `today` (YYYY-MM-DD) for the buyer's company or groups. */
export async function findApplicableRules(
  db: DbOrTransaction,
  scope: BuyerScope,
  products: readonly PricedProduct[],
  today: string,
): Promise<PriceRule[]> {
  if (products.length === 0 || (scope.companyId === null && scope.groupIds.length === 0)) return [];
  return db
    .selectFrom('price_list_rules as rule')
    .innerJoin('price_lists as list', 'list.id', 'rule.price_list_id')
    .select([
      'rule.price_list_id as priceListId',
      'rule.product_id as productId',
      'rule.category_id as categoryId',
      'rule.manufacturer_id as manufacturerId',
      'rule.min_quantity as minQuantity',
      'rule.price_minor as priceMinor',
      'rule.percent_off_bp as percentOffBp',
    ])
    .where((eb) => eb.or([eb('list.valid_from', 'is', null), eb('list.valid_from', '<=', today)]))
    .where((eb) => eb.or([eb('list.valid_to', 'is', null), eb('list.valid_to', '>=', today)]))
    .where((eb) => {
      const owners = [];
      if (scope.companyId !== null) owners.push(eb('list.company_id', '=', scope.companyId));
      if (scope.groupIds.length) owners.push(eb('list.customer_group_id', 'in', scope.groupIds));
      return eb.or(owners);
    })
    .where((eb) =>
      eb.or([
        eb(
          'rule.product_id',
          'in',
          products.map((product) => product.id),
        ),
        eb('rule.category_id', 'in', [...new Set(products.map((product) => product.categoryId))]),
        eb('rule.manufacturer_id', 'in', [...new Set(products.map((product) => product.manufacturerId))]),
      ]),
    )
    .execute();
}
