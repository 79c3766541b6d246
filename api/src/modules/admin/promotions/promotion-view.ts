import type {
  AdminPromotion,
  AdminPromotionDetail,
  AdminPromotionProduct,
  PromotionState,
} from '@shop/shared/contracts';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { HttpError } from '../../../http/http-error';
import {
  type AdminPromotionRow,
  findAdminPromotion,
  listPromotionProductRows,
  type PromotionProductRow,
} from './admin-promotion-repository';

/** As the shop decides (repositories/promotions.ts): running from the start (included) to the end (excluded). */
export function promotionState(row: { starts_at: string | null; ends_at: string | null }, now: string): PromotionState {
  if (row.starts_at !== null && row.starts_at > now) return 'scheduled';
  if (row.ends_at !== null && row.ends_at <= now) return 'ended';
  return 'running';
}

export function toAdminPromotion(row: AdminPromotionRow, now: string): AdminPromotion {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    slug: row.slug,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    state: promotionState(row, now),
    productCount: row.product_count,
  };
}

export function toPickedProduct(row: PromotionProductRow): AdminPromotionProduct {
  return { id: row.id, name: row.name, code: row.product_code, imageUrl: row.image_url };
}

/** The promotion with its products in order; 404 when it does not exist. */
export async function promotionDetail(db: DbOrTransaction, id: number): Promise<AdminPromotionDetail> {
  const row = await findAdminPromotion(db, id);
  if (!row) throw new HttpError('PROMOTION_NOT_FOUND');
  const products = await listPromotionProductRows(db, id);
  return { ...toAdminPromotion(row, new Date().toISOString()), products: products.map(toPickedProduct) };
}
