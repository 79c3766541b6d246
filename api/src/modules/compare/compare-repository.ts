import { COMPARE_LIMIT } from '@shop/shared/contracts';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { lockForUpdate } from '../../db/dialect';
import { type ItemOwner, ownedBy } from '../../db/item-owner';
import { type ProductSummaryRow, type SpecificationRow, selectSpecifications, summaryColumns } from '../products';

export interface CompareRow extends ProductSummaryRow {
  specifications: SpecificationRow[];
}

/** The owner's compare list, oldest first, each product with its specifications (at most 5 products: 2 queries). */
export async function listCompareItems(db: DbOrTransaction, owner: ItemOwner): Promise<CompareRow[]> {
  const products = await db
    .selectFrom('compare_items')
    .innerJoin('products as p', 'p.id', 'compare_items.product_id')
    .select(summaryColumns)
    .where(ownedBy(owner))
    .orderBy('compare_items.added_at')
    .orderBy('compare_items.id')
    .execute();
  if (products.length === 0) return [];
  const specifications = await selectSpecifications(db)
    .select('ps.product_id')
    .where(
      'ps.product_id',
      'in',
      products.map((product) => product.id),
    )
    .orderBy('ps.position')
    .orderBy('ps.id')
    .execute();
  return products.map((product) => ({
    ...product,
    specifications: specifications
      .filter((specification) => specification.product_id === product.id)
      .map(({ product_id, ...specification }) => specification),
  }));
}

/** The product's subcategory, or `undefined` when there is no such product (or it is hidden: it cannot be added). */
export async function findProductSubcategoryId(db: DbOrTransaction, productId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('products')
    .select('subcategory_id')
    .where('id', '=', productId)
    .where('hidden', '=', 0)
    .executeTakeFirst();
  return row?.subcategory_id;
}

/** Why an item cannot join the list (SPEC §5: at most 5, and the list compares one subcategory). */
export type CompareRefusalReason = 'limit' | 'subcategory';

/**
 * Adds the product unless the list is full or holds another subcategory; adding a listed product changes nothing.
 * Run inside a transaction: the owner's rows are locked (MySQL) so two parallel adds cannot make a 6th item.
 */
export async function addCompareItem(
  trx: DbOrTransaction,
  owner: ItemOwner,
  product: { id: number; subcategoryId: number },
): Promise<CompareRefusalReason | undefined> {
  const listed = await lockForUpdate(
    trx,
    trx
      .selectFrom('compare_items')
      .innerJoin('products as p', 'p.id', 'compare_items.product_id')
      .select(['compare_items.product_id', 'p.subcategory_id'])
      .where(ownedBy(owner)),
  ).execute();
  if (listed.some((item) => item.product_id === product.id)) return undefined;
  if (listed.some((item) => item.subcategory_id !== product.subcategoryId)) return 'subcategory';
  if (listed.length >= COMPARE_LIMIT) return 'limit';
  await trx
    .insertInto('compare_items')
    .values({
      ...('userId' in owner ? { user_id: owner.userId } : { session_id: owner.sessionId }),
      product_id: product.id,
      // Milliseconds can tie within one request burst; the id breaks ties when listing.
      added_at: new Date().toISOString(),
    })
    .execute();
  return undefined;
}

export async function removeCompareItem(db: DbOrTransaction, owner: ItemOwner, productId: number): Promise<void> {
  await db.deleteFrom('compare_items').where(ownedBy(owner)).where('product_id', '=', productId).execute();
}

export async function clearCompareItems(db: DbOrTransaction, owner: ItemOwner): Promise<void> {
  await db.deleteFrom('compare_items').where(ownedBy(owner)).execute();
}

/**
 * On sign-in the guest's compare list joins the user's. The newest items win when the union exceeds the limit
 * (what the shopper just picked matters more than an old list). Run inside a transaction.
 */
export async function moveGuestCompareToUser(trx: DbOrTransaction, sessionId: string, userId: number): Promise<void> {
  const guestItems = await lockForUpdate(
    trx,
    trx.selectFrom('compare_items').select(['product_id', 'added_at']).where('session_id', '=', sessionId),
  ).execute();
  const userProductIds = new Set(
    (await trx.selectFrom('compare_items').select('product_id').where('user_id', '=', userId).execute()).map(
      (row) => row.product_id,
    ),
  );
  const newItems = guestItems.filter((item) => !userProductIds.has(item.product_id));
  await trx.deleteFrom('compare_items').where('session_id', '=', sessionId).execute();
  if (newItems.length > 0) {
    await trx
      .insertInto('compare_items')
      .values(newItems.map((item) => ({ user_id: userId, product_id: item.product_id, added_at: item.added_at })))
      .execute();
  }
  const userItems = await trx
    .selectFrom('compare_items')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('added_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const overflowIds = userItems.slice(COMPARE_LIMIT).map((row) => row.id);
  if (overflowIds.length > 0) await trx.deleteFrom('compare_items').where('id', 'in', overflowIds).execute();
}
