import type { Transaction } from 'kysely';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { lockForUpdate, takeWriteLock } from '../../db/dialect';
import { type ItemOwner, ownedBy } from '../../db/item-owner';
import type { Database } from '../../db/schema';

/** The header badge: total quantity in the owner's cart (products staff hid do not count, as the cart omits them). */
export async function sumCartQuantity(db: DbOrTransaction, owner: ItemOwner): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .select((eb) => eb.fn.sum<number | string | null>('cart_items.quantity').as('total'))
    .where(ownedBy(owner))
    .where('products.hidden', '=', 0)
    .executeTakeFirst();
  // MySQL returns SUM() as a DECIMAL string, SQLite as a number; no rows gives NULL.
  return Number(row?.total ?? 0);
}

/**
 * A product's stock and prices, locked until the transaction ends (MySQL); undefined when there is no such product
 * or staff hid it (it cannot be added).
 */
export function findProductForCart(trx: DbOrTransaction, productId: number) {
  return lockForUpdate(
    trx,
    trx
      .selectFrom('products')
      .select(['id', 'name', 'stock', 'price_minor', 'sale_price_minor', 'on_sale'])
      .where('id', '=', productId)
      .where('hidden', '=', 0),
  ).executeTakeFirst();
}

/**
 * The line's quantity, unlocked: callers hold the product's row lock (findProductForCart), which already serialises
 * changes to this line. Locking a missing row would take a gap lock on MySQL that deadlocks with other carts' inserts.
 */
export async function findCartLineQuantity(
  trx: DbOrTransaction,
  owner: ItemOwner,
  productId: number,
): Promise<number | undefined> {
  const row = await trx
    .selectFrom('cart_items')
    .select('quantity')
    .where(ownedBy(owner))
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row?.quantity;
}

function ownerColumns(owner: ItemOwner) {
  return 'userId' in owner ? { user_id: owner.userId } : { session_id: owner.sessionId };
}

/**
 * Inserts the line, or sets its quantity when `exists` (the caller read it under the product's row lock). A plain
 * INSERT or UPDATE, not an upsert: MySQL's ON DUPLICATE KEY takes gap locks on both unique indexes, which made
 * concurrent carts wait on each other.
 */
export async function setCartLineQuantity(
  trx: DbOrTransaction,
  owner: ItemOwner,
  productId: number,
  quantity: number,
  exists: boolean,
): Promise<void> {
  if (exists) {
    await trx
      .updateTable('cart_items')
      .set({ quantity })
      .where(ownedBy(owner))
      .where('product_id', '=', productId)
      .execute();
  } else {
    await trx
      .insertInto('cart_items')
      .values({ ...ownerColumns(owner), product_id: productId, quantity })
      .execute();
  }
}

export async function removeCartLine(db: DbOrTransaction, owner: ItemOwner, productId: number): Promise<void> {
  await db.deleteFrom('cart_items').where(ownedBy(owner)).where('product_id', '=', productId).execute();
}

/**
 * Deletes the given lines by primary key: record locks only (a DELETE by owner would gap-lock other carts' inserts).
 * Answers how many were deleted.
 */
export async function deleteCartLines(db: DbOrTransaction, lineIds: number[]): Promise<number> {
  if (lineIds.length === 0) return 0;
  const result = await db.deleteFrom('cart_items').where('id', 'in', lineIds).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The cart's lines with the products' current names, images, stock and prices, oldest line first. A product staff hid
 * since it was added is left out: it is no longer sold, so the cart does not show it and checkout does not order it
 * (the line comes back if the product is shown again).
 */
export function listCartLines(db: DbOrTransaction, owner: ItemOwner) {
  return db
    .selectFrom('cart_items')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .select([
      'products.id',
      'products.slug',
      'products.name',
      'products.name_en',
      'products.image_url',
      'products.stock',
      'products.price_minor',
      'products.sale_price_minor',
      'products.on_sale',
      'cart_items.quantity',
      'cart_items.id as line_id',
    ])
    .where((eb) =>
      'userId' in owner
        ? eb('cart_items.user_id', '=', owner.userId)
        : eb('cart_items.session_id', '=', owner.sessionId),
    )
    .where('products.hidden', '=', 0)
    .orderBy('cart_items.id')
    .execute();
}
export type CartLineRow = Awaited<ReturnType<typeof listCartLines>>[number];

/**
 * The cart's lines for checkout, locked until the transaction ends: a second checkout of the same cart waits here and
 * then reads only what is left (nothing, once the first has emptied it). The lines are locked by primary key, which
 * on MySQL locks those rows alone; a locking read by owner would also lock the index gaps other carts insert into.
 * Quantities come from the locking read (the newest committed ones), the products' details from the plain one.
 */
export async function lockCartLines(trx: Transaction<Database>, owner: ItemOwner): Promise<CartLineRow[]> {
  await takeWriteLock(trx, 'cart_items');
  const lines = await listCartLines(trx, owner);
  if (lines.length === 0) return [];
  const locked = await lockForUpdate(
    trx,
    trx
      .selectFrom('cart_items')
      .select(['id', 'quantity'])
      .where(
        'id',
        'in',
        lines.map((line) => line.line_id),
      ),
  ).execute();
  const quantities = new Map(locked.map((row) => [row.id, row.quantity]));
  return lines.flatMap((line) => {
    const quantity = quantities.get(line.line_id);
    return quantity === undefined ? [] : [{ ...line, quantity }];
  });
}

/**
 * On sign-in the guest's cart joins the user's: quantities of a product already in the user's cart add up, capped at
 * the product's stock. The cap never lowers what the user already had, and a product out of stock keeps one unit (the
 * cart page shows it as unavailable and checkout refuses it). Run inside a transaction; the guest rows and their
 * products are locked so a parallel sign-in or add cannot interleave.
 */
export async function moveGuestCartToUser(trx: DbOrTransaction, sessionId: string, userId: number): Promise<void> {
  const guestItems = await lockForUpdate(
    trx,
    trx
      .selectFrom('cart_items')
      .innerJoin('products', 'products.id', 'cart_items.product_id')
      .select(['cart_items.product_id', 'cart_items.quantity', 'products.stock'])
      .where('cart_items.session_id', '=', sessionId),
  ).execute();
  const user = { userId };
  for (const item of guestItems) {
    const existing = await findCartLineQuantity(trx, user, item.product_id);
    const held = existing ?? 0;
    const quantity = Math.min(held + item.quantity, Math.max(item.stock, held, 1));
    await setCartLineQuantity(trx, user, item.product_id, quantity, existing !== undefined);
  }
  await trx.deleteFrom('cart_items').where('session_id', '=', sessionId).execute();
}
