import { sql } from 'kysely';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { onConflictUpdate } from '../../db/dialect';
import { type ProductSummaryRow, summaryColumns } from '../products';

/** The user's favourite products, newest first. */
export function listFavouriteProducts(db: DbOrTransaction, userId: number): Promise<ProductSummaryRow[]> {
  return db
    .selectFrom('favourites as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .select(summaryColumns)
    .where('f.user_id', '=', userId)
    .orderBy('f.added_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
}

/** Whether a product with this id exists (a favourite must point at one). */
export async function productExists(db: DbOrTransaction, productId: number): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
  return row !== undefined;
}

/** Adding a product twice (even from two tabs at once) keeps the first row and its date. */
export async function addFavourite(db: DbOrTransaction, userId: number, productId: number): Promise<void> {
  await onConflictUpdate(
    db,
    db.insertInto('favourites').values({ user_id: userId, product_id: productId, added_at: new Date().toISOString() }),
    ['user_id', 'product_id'],
    { added_at: sql`added_at` },
  ).execute();
}

export async function removeFavourite(db: DbOrTransaction, userId: number, productId: number): Promise<void> {
  await db.deleteFrom('favourites').where('user_id', '=', userId).where('product_id', '=', productId).execute();
}
