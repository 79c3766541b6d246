import type { DbOrTransaction } from '../../db/db-or-transaction';

/** Name, stock and prices of the given products (missing ids are simply absent). */
export function findProductsForCheckout(db: DbOrTransaction, ids: number[]) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'stock', 'price_minor', 'sale_price_minor', 'on_sale'])
    .where('id', 'in', ids)
    .execute();
}
