import { type Expression, type SqlBool, sql } from 'kysely';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { type ProductSummaryRow, summaryColumns } from '../products';

/** The price a shopper pays now, feninga: the sale price only while the product is flagged as on sale. */
const currentPrice = sql<number>`(case when p.on_sale = 1 and p.sale_price_minor is not null then p.sale_price_minor else p.price_minor end)`;
const isOnSale = sql<SqlBool>`(p.on_sale = 1 and p.sale_price_minor is not null)`;
const isInStock = sql<SqlBool>`(p.stock > 0)`;
/** Hidden by staff (admin panel): gone from every shop listing. */
const isVisible = sql<SqlBool>`(p.hidden = 0)`;
const always = sql<SqlBool>`(1 = 1)`;

export type ListingSortKey = 'cijena_rastuce' | 'cijena_opadajuce' | 'najnovije' | 'naziv';

export interface ListingFilter {
  subcategoryIds: number[];
  manufacturerIds?: number[];
  /** Feninga; `max` exclusive. */
  price?: { min?: number; max?: number };
  onSale?: boolean;
  inStock?: boolean;
}

export interface PriceBucket {
  /** Feninga; `max` exclusive, undefined = open. */
  min: number;
  max?: number;
}

function and(conditions: Expression<SqlBool>[]): Expression<SqlBool> {
  return conditions.length ? sql<SqlBool>`(${sql.join(conditions, sql` and `)})` : always;
}

function priceCondition({ min, max }: { min?: number; max?: number }): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (min !== undefined) parts.push(sql<SqlBool>`${currentPrice} >= ${min}`);
  if (max !== undefined) parts.push(sql<SqlBool>`${currentPrice} < ${max}`);
  return and(parts);
}

/** The filters split by facet, so each facet's count can leave its own filter out. */
function conditionsOf(filter: ListingFilter) {
  return {
    // A category with no subcategories matches nothing (an empty IN list is not valid SQL).
    scope: filter.subcategoryIds.length
      ? sql<SqlBool>`(p.subcategory_id in (${sql.join(filter.subcategoryIds)}) and ${isVisible})`
      : sql<SqlBool>`(1 = 0)`,
    manufacturer: filter.manufacturerIds?.length
      ? sql<SqlBool>`p.manufacturer_id in (${sql.join(filter.manufacturerIds)})`
      : always,
    price: filter.price ? priceCondition(filter.price) : always,
    onSale: filter.onSale ? isOnSale : always,
    inStock: filter.inStock ? isInStock : always,
  };
}

const count = (condition: Expression<SqlBool>) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;

export interface ListingCounts {
  total: number;
  onSale: number;
  inStock: number;
  buckets: number[];
  manufacturers: { id: number; name: string; count: number }[];
}

/**
 * Every facet count in one pass over the listing index, grouped by manufacturer: per manufacturer, the price,
 * on-sale and in-stock counts (each applying every filter but its own) and the count with all of them. Summing the
 * chosen manufacturers' groups gives the totals (the manufacturer filter applies to every facet but its own).
 */
export async function countListingFacets(
  db: DbOrTransaction,
  filter: ListingFilter,
  buckets: readonly PriceBucket[],
): Promise<ListingCounts> {
  const c = conditionsOf(filter);
  const grouped = db
    .selectFrom('products as p')
    .select([
      'p.manufacturer_id',
      count(and([c.price, c.onSale, c.inStock])).as('matching'),
      count(and([isOnSale, c.price, c.inStock])).as('on_sale'),
      count(and([isInStock, c.price, c.onSale])).as('in_stock'),
      ...buckets.map((bucket, i) => count(and([priceCondition(bucket), c.onSale, c.inStock])).as(`bucket_${i}`)),
    ])
    .where(c.scope)
    .groupBy('p.manufacturer_id')
    .as('g');
  const rows = (await db
    .selectFrom(grouped)
    .innerJoin('manufacturers as m', 'm.id', 'g.manufacturer_id')
    .selectAll('g')
    .select('m.name')
    .orderBy('m.name')
    .orderBy('m.id')
    .execute()) as unknown as Record<string, unknown>[];

  // MySQL answers SUM as a decimal string.
  const numberOf = (value: unknown) => Number(value ?? 0);
  const chosen = filter.manufacturerIds?.length ? new Set(filter.manufacturerIds) : undefined;
  const counts: ListingCounts = { total: 0, onSale: 0, inStock: 0, buckets: buckets.map(() => 0), manufacturers: [] };
  for (const row of rows) {
    const id = numberOf(row.manufacturer_id);
    const matching = numberOf(row.matching);
    if (matching > 0 || chosen?.has(id)) counts.manufacturers.push({ id, name: String(row.name), count: matching });
    if (chosen && !chosen.has(id)) continue;
    counts.total += matching;
    counts.onSale += numberOf(row.on_sale);
    counts.inStock += numberOf(row.in_stock);
    buckets.forEach((_, i) => {
      counts.buckets[i] = (counts.buckets[i] ?? 0) + numberOf(row[`bucket_${i}`]);
    });
  }
  return counts;
}

/**
 * One page of matching products. The ids are sorted and cut on the listing index (a "deferred join"), then only
 * those rows are read. Every order ends with the id, so pages never overlap or skip a row.
 */
export async function listListingPage(
  db: DbOrTransaction,
  filter: ListingFilter,
  sort: ListingSortKey,
  page: { offset: number; limit: number },
): Promise<ProductSummaryRow[]> {
  const c = conditionsOf(filter);
  const query = db
    .selectFrom('products as p')
    .select('p.id')
    .where(and([c.scope, c.manufacturer, c.price, c.onSale, c.inStock]));
  const ordered =
    sort === 'cijena_rastuce'
      ? query.orderBy(currentPrice, 'asc').orderBy('p.id', 'asc')
      : sort === 'cijena_opadajuce'
        ? query.orderBy(currentPrice, 'desc').orderBy('p.id', 'asc')
        : sort === 'naziv'
          ? query.orderBy('p.name', 'asc').orderBy('p.id', 'asc')
          : query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
  const ids = await ordered.limit(page.limit).offset(page.offset).execute();
  return listProductCardsByIds(
    db,
    ids.map((row) => row.id),
  );
}

/** Product cards by id, in the order the ids were given (missing and hidden ids are skipped). */
export async function listProductCardsByIds(db: DbOrTransaction, ids: number[]): Promise<ProductSummaryRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('products as p')
    .select(summaryColumns)
    .where('p.id', 'in', ids)
    .where(isVisible)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Newest products in stock, or those on sale (for /webshop). By id, newest first: a primary-key walk that stops early. */
export function listHighlightedProducts(
  db: DbOrTransaction,
  which: 'onSale' | 'newest',
  limit: number,
): Promise<ProductSummaryRow[]> {
  const query = db.selectFrom('products as p').select(summaryColumns).where(isInStock).where(isVisible);
  return (which === 'onSale' ? query.where(isOnSale) : query).orderBy('p.id', 'desc').limit(limit).execute();
}

export function findCategoryBySlug(db: DbOrTransaction, slug: string) {
  return db.selectFrom('categories').select(['id', 'name', 'slug']).where('slug', '=', slug).executeTakeFirst();
}

export function listSubcategoriesOf(db: DbOrTransaction, categoryId: number) {
  return db
    .selectFrom('subcategories')
    .select(['id', 'name', 'slug'])
    .where('category_id', '=', categoryId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
