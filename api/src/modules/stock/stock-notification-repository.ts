import type { DbOrTransaction } from '../../db/db-or-transaction';
import { onConflictUpdate } from '../../db/dialect';

export interface NewStockNotification {
  productId: number;
  email: string;
  userId: number | null;
  language: 'sr' | 'en';
}

export interface PendingStockNotification {
  id: number;
  email: string;
  language: string;
}

/** One row per product and address (lower case); asking again re-arms a row that was already notified. */
export async function saveStockNotification(db: DbOrTransaction, request: NewStockNotification): Promise<void> {
  const email = request.email.toLowerCase();
  const insert = db.insertInto('stock_notifications').values({
    product_id: request.productId,
    email,
    user_id: request.userId,
    language: request.language,
    notified_at: null,
  });
  await onConflictUpdate(db, insert, ['product_id', 'email'], {
    user_id: request.userId,
    language: request.language,
    notified_at: null,
  }).execute();
}

/** The product's requests not yet answered, oldest first. */
export async function listPendingStockNotifications(
  db: DbOrTransaction,
  productId: number,
): Promise<PendingStockNotification[]> {
  return db
    .selectFrom('stock_notifications')
    .select(['id', 'email', 'language'])
    .where('product_id', '=', productId)
    .where('notified_at', 'is', null)
    .orderBy('id')
    .execute();
}

export async function markStockNotificationsSent(db: DbOrTransaction, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('stock_notifications')
    .set({ notified_at: new Date().toISOString() })
    .where('id', 'in', ids)
    .execute();
}
