import { lockForUpdate } from '../db/dialect';
import type { DbOrTransaction } from './db-or-transaction';

/** The spec's limit for the compare list. */
export const COMPARE_LIMIT = 5;

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
