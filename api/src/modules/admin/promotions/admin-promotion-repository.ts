import { sql } from 'kysely';
import type { DbOrTransaction } from '../../../db/db-or-transaction';

/** The admin panel's promotions: every promotion (running or not), its products in order, and the product picker. */

export interface AdminPromotionRow {
  id: number;
  name: string;
  name_en: string | null;
  slug: string;
  starts_at: string | null;
  ends_at: string | null;
  product_count: number;
}

export interface PromotionProductRow {
  id: number;
  name: string;
  product_code: string;
  image_url: string;
}

const productCount = sql<number | string>`(select count(*) from promotion_products pp where pp.promotion_id = pr.id)`;

/**
 * `%`, `_` and the escape character itself match literally. The escape is `!`, not a backslash: MySQL reads a
 * backslash inside a string literal as an escape of its own, SQLite does not.
 */
const likePattern = (term: string) => `%${term.replace(/[!%_]/g, (char) => `!${char}`)}%`;

/** Newest first, optionally those whose name or slug contains `search`. */
export async function listAdminPromotions(db: DbOrTransaction, search?: string): Promise<AdminPromotionRow[]> {
  let query = db
    .selectFrom('promotions as pr')
    .select(['pr.id', 'pr.name', 'pr.name_en', 'pr.slug', 'pr.starts_at', 'pr.ends_at'])
    .select(productCount.as('product_count'))
    .orderBy('pr.id', 'desc');
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) =>
      eb.or([sql<boolean>`pr.name like ${pattern} escape '!'`, sql<boolean>`pr.slug like ${pattern} escape '!'`]),
    );
  }
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, product_count: Number(row.product_count) }));
}

export async function findAdminPromotion(db: DbOrTransaction, id: number): Promise<AdminPromotionRow | undefined> {
  const row = await db
    .selectFrom('promotions as pr')
    .select(['pr.id', 'pr.name', 'pr.name_en', 'pr.slug', 'pr.starts_at', 'pr.ends_at'])
    .select(productCount.as('product_count'))
    .where('pr.id', '=', id)
    .executeTakeFirst();
  return row && { ...row, product_count: Number(row.product_count) };
}

export async function promotionSlugTaken(db: DbOrTransaction, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('promotions').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface PromotionValues {
  name: string;
  name_en: string | null;
  slug: string;
  starts_at: string | null;
  ends_at: string | null;
}

export async function insertPromotion(db: DbOrTransaction, values: PromotionValues): Promise<number> {
  const { insertId } = await db.insertInto('promotions').values(values).executeTakeFirstOrThrow();
  return Number(insertId);
}

export async function updatePromotion(db: DbOrTransaction, id: number, values: PromotionValues): Promise<void> {
  await db.updateTable('promotions').set(values).where('id', '=', id).execute();
}

export async function deletePromotion(db: DbOrTransaction, id: number): Promise<void> {
  await db.deleteFrom('promotion_products').where('promotion_id', '=', id).execute();
  await db.deleteFrom('promotions').where('id', '=', id).execute();
}

/** The promotion's products in display order. */
export function listPromotionProductRows(db: DbOrTransaction, promotionId: number): Promise<PromotionProductRow[]> {
  return db
    .selectFrom('promotion_products as pp')
    .innerJoin('products as p', 'p.id', 'pp.product_id')
    .select(['p.id', 'p.name', 'p.product_code', 'p.image_url'])
    .where('pp.promotion_id', '=', promotionId)
    .orderBy('pp.position')
    .orderBy('p.id')
    .execute();
}

/** Which of `ids` are products. */
export async function existingProductIds(db: DbOrTransaction, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Replaces the promotion's products by `productIds`, in that order. */
export async function replacePromotionProducts(
  db: DbOrTransaction,
  promotionId: number,
  productIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('promotion_products').where('promotion_id', '=', promotionId).execute();
  if (productIds.length === 0) return;
  await db
    .insertInto('promotion_products')
    .values(productIds.map((productId, position) => ({ promotion_id: promotionId, product_id: productId, position })))
    .execute();
}

/** The picker: products whose name or code contains the term (an exact code first), a few at a time. */
export function searchProductsToPick(db: DbOrTransaction, term: string, limit: number): Promise<PromotionProductRow[]> {
  const pattern = likePattern(term);
  return db
    .selectFrom('products as p')
    .select(['p.id', 'p.name', 'p.product_code', 'p.image_url'])
    .where((eb) =>
      eb.or([sql<boolean>`p.name like ${pattern} escape '!'`, sql<boolean>`p.product_code like ${pattern} escape '!'`]),
    )
    .orderBy(sql`case when p.product_code = ${term} then 0 else 1 end`)
    .orderBy('p.name')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}
