import type { DbOrTransaction } from '../../db/db-or-transaction';
import { type ProductSummaryRow, summaryColumns } from '../products';

/** A promotion is running when `now` lies within its (optional) start and end. ISO strings compare as text. */
function running(db: DbOrTransaction, now: string) {
  return db
    .selectFrom('promotions')
    .select(['id', 'slug', 'name', 'name_en'])
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));
}

export function findRunningPromotion(db: DbOrTransaction, slug: string, now: string) {
  return running(db, now).where('slug', '=', slug).executeTakeFirst();
}

export function listRunningPromotions(db: DbOrTransaction, now: string) {
  return running(db, now).orderBy('id').execute();
}

export function listPromotionProducts(db: DbOrTransaction, promotionId: number): Promise<ProductSummaryRow[]> {
  return db
    .selectFrom('promotion_products as pp')
    .innerJoin('products as p', 'p.id', 'pp.product_id')
    .select(summaryColumns)
    .where('pp.promotion_id', '=', promotionId)
    .where('p.hidden', '=', 0)
    .orderBy('pp.position')
    .orderBy('p.id')
    .execute();
}
