import { sql } from 'kysely';
import { lockForUpdate, onConflictUpdate } from '../db/dialect';
import type { DbOrTransaction } from './db-or-transaction';
import { type ItemOwner, ownedBy } from './item-owner';

/** The header badge: total quantity in the owner's cart. */
export async function sumCartQuantity(db: DbOrTransaction, owner: ItemOwner): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.sum<number | string | null>('quantity').as('total'))
    .where(ownedBy(owner))
    .executeTakeFirst();
  // MySQL returns SUM() as a DECIMAL string, SQLite as a number; no rows gives NULL.
  return Number(row?.total ?? 0);
}

/**
 * On sign-in the guest's cart joins the user's: quantities of a product already in the user's cart add up.
 * Run inside a transaction; the guest rows are locked so a parallel sign-in cannot move them twice.
 */
export async function moveGuestCartToUser(trx: DbOrTransaction, sessionId: string, userId: number): Promise<void> {
  const guestItems = await lockForUpdate(
    trx,
    trx.selectFrom('cart_items').select(['product_id', 'quantity']).where('session_id', '=', sessionId),
  ).execute();
  for (const item of guestItems) {
    await onConflictUpdate(
      trx,
      trx.insertInto('cart_items').values({ user_id: userId, product_id: item.product_id, quantity: item.quantity }),
      ['user_id', 'product_id'],
      { quantity: sql`quantity + ${item.quantity}` },
    ).execute();
  }
  await trx.deleteFrom('cart_items').where('session_id', '=', sessionId).execute();
}
