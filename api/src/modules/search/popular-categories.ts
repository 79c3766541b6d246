import type { PopularCategory } from '@shop/shared/contracts';
import type { Language } from '@shop/shared/i18n/core';
import { sql } from 'kysely';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { inLanguage } from '../../http/language';

/** A popular subcategory with its names in both languages: one cached list answers either (`popularCategoriesIn`). */
export interface PopularSubcategory {
  name: string;
  name_en: string | null;
  slug: string;
  categorySlug: string;
}

const DAY_MS = 86_400_000;
/** Sales of the last this many days decide which subcategories are popular. */
const SALES_DAYS = 30;
export const POPULAR_CATEGORY_COUNT = 6;

/**
 * The subcategories to offer when a search finds nothing: the best sellers of the last 30 days (units, cancelled
 * orders left out), then, for variety, the largest subcategory of each category in turn, up to
 * POPULAR_CATEGORY_COUNT.
 */
export async function listPopularCategories(db: DbOrTransaction, now: Date): Promise<PopularSubcategory[]> {
  const since = new Date(now.getTime() - SALES_DAYS * DAY_MS).toISOString();
  const subcategories = () =>
    db
      .selectFrom('subcategories as s')
      .innerJoin('categories as c', 'c.id', 's.category_id')
      .innerJoin('products as p', 'p.subcategory_id', 's.id')
      .where('p.hidden', '=', 0)
      .select(['s.id', 's.name', 's.name_en', 's.slug', 'c.slug as categorySlug', 'c.id as categoryId'])
      .groupBy(['s.id', 's.name', 's.name_en', 's.slug', 'c.slug', 'c.id']);
  const [bestSellers, sizes] = await Promise.all([
    subcategories()
      .innerJoin('order_lines as l', 'l.product_id', 'p.id')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .where('o.created_at', '>=', since)
      .where('o.status', '!=', 'otkazana')
      .orderBy(sql`sum(l.quantity)`, 'desc')
      .orderBy('s.id')
      .limit(POPULAR_CATEGORY_COUNT)
      .execute(),
    subcategories().select(sql<number>`count(*)`.as('products')).execute(),
  ]);
  const chosen = new Map(bestSellers.map((row) => [row.id, row]));
  // Largest first (then by id); one per category per round, so the offer spans the shop.
  const rest = sizes
    .filter((row) => !chosen.has(row.id))
    .sort((a, b) => Number(b.products) - Number(a.products) || a.id - b.id);
  const rounds = new Map<number, number>();
  const ranked = rest
    .map((row) => {
      const round = rounds.get(row.categoryId) ?? 0;
      rounds.set(row.categoryId, round + 1);
      return { row, round };
    })
    .sort((a, b) => a.round - b.round);
  for (const { row } of ranked) {
    if (chosen.size >= POPULAR_CATEGORY_COUNT) break;
    chosen.set(row.id, row);
  }
  return [...chosen.values()].map(({ name, name_en, slug, categorySlug }) => ({ name, name_en, slug, categorySlug }));
}

export function popularCategoriesIn(subcategories: PopularSubcategory[], language: Language): PopularCategory[] {
  return subcategories.map((row) => ({
    naziv: inLanguage(language, row.name, row.name_en),
    url_kategorije: row.categorySlug,
    url_podkategorije: row.slug,
  }));
}
