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
const never = sql<SqlBool>`(1 = 0)`;

export type ListingSortKey = 'cijena_rastuce' | 'cijena_opadajuce' | 'najnovije' | 'naziv';

/**
 * The products a search found, as the listing index can find them: whole (subcategory, manufacturers) cells, and the
 * rest by id with their subcategories. Thousands of ids in an IN list would have the database read every product row.
 */
export interface FoundProducts {
  wholeCells: readonly { subcategoryId: number; manufacturerIds: readonly number[] }[];
  productIds: readonly number[];
  subcategoryIds: readonly number[];
}

/** Which products a listing shows: a category's (or subcategory's) subcategories, or the products a search found. */
export type ListingScope = { subcategoryIds: readonly number[] } | { found: FoundProducts };

export interface ListingFilter {
  scope: ListingScope;
  /** Search results: the subcategories chosen in the subcategory facet. */
  subcategoryIds?: number[];
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

/** An id list written into the SQL (a search may find thousands: more than SQLite allows as parameters). */
function idList(ids: readonly number[]) {
  if (!ids.every(Number.isSafeInteger)) throw new TypeError('ids must be integers');
  return sql.raw(ids.join(','));
}

function scopeCondition(scope: ListingScope): Expression<SqlBool> {
  // An empty scope matches nothing (an empty IN list is not valid SQL).
  if (!('found' in scope)) {
    return scope.subcategoryIds.length
      ? sql<SqlBool>`(p.subcategory_id in (${sql.join(scope.subcategoryIds)}) and ${isVisible})`
      : never;
  }
  const { wholeCells, productIds, subcategoryIds } = scope.found;
  const parts = wholeCells.map(
    (cell) =>
      sql<SqlBool>`(p.subcategory_id = ${cell.subcategoryId} and p.manufacturer_id in (${sql.join(cell.manufacturerIds)}))`,
  );
  if (productIds.length && subcategoryIds.length) {
    parts.push(sql<SqlBool>`(p.subcategory_id in (${sql.join(subcategoryIds)}) and p.id in (${idList(productIds)}))`);
  }
  return parts.length ? sql<SqlBool>`((${sql.join(parts, sql` or `)}) and ${isVisible})` : never;
}

/** The filters split by facet, so each facet's count can leave its own filter out. */
function conditionsOf(filter: ListingFilter) {
  return {
    scope: scopeCondition(filter.scope),
    subcategory: filter.subcategoryIds?.length
      ? sql<SqlBool>`p.subcategory_id in (${sql.join(filter.subcategoryIds)})`
      : always,
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
  /** Per subcategory, the products every other filter leaves (a search's subcategory facet), the most first. */
  subcategories: FacetEntry[];
}

/** A manufacturer's or subcategory's count; a subcategory has its English name too (decision 019). */
type FacetEntry = { id: number; name: string; name_en: string | null; count: number };

function addTo(facet: Map<number, FacetEntry>, id: number, name: string, count: number, nameEn: unknown = null) {
  const entry = facet.get(id) ?? { id, name, name_en: typeof nameEn === 'string' ? nameEn : null, count: 0 };
  entry.count += count;
  facet.set(id, entry);
}

/**
 * Every facet count in one pass over the listing index, grouped by manufacturer and subcategory: per group, the
 * price, on-sale and in-stock counts (each applying every filter but its own) and the count with all of them. The
 * manufacturer and subcategory filters apply to every facet but their own, so each facet sums the groups the other
 * one's choice leaves, and the totals sum the groups both leave.
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
      'p.subcategory_id',
      count(and([c.price, c.onSale, c.inStock])).as('matching'),
      count(and([isOnSale, c.price, c.inStock])).as('on_sale'),
      count(and([isInStock, c.price, c.onSale])).as('in_stock'),
      ...buckets.map((bucket, i) => count(and([priceCondition(bucket), c.onSale, c.inStock])).as(`bucket_${i}`)),
    ])
    .where(c.scope)
    .groupBy(['p.subcategory_id', 'p.manufacturer_id'])
    .as('g');
  const rows = (await db
    .selectFrom(grouped)
    .innerJoin('manufacturers as m', 'm.id', 'g.manufacturer_id')
    .innerJoin('subcategories as s', 's.id', 'g.subcategory_id')
    .selectAll('g')
    .select(['m.name', 's.name as subcategory_name', 's.name_en as subcategory_name_en'])
    .orderBy('m.name')
    .orderBy('m.id')
    .execute()) as unknown as Record<string, unknown>[];

  // MySQL answers SUM as a decimal string.
  const numberOf = (value: unknown) => Number(value ?? 0);
  const chosenManufacturers = filter.manufacturerIds?.length ? new Set(filter.manufacturerIds) : undefined;
  const chosenSubcategories = filter.subcategoryIds?.length ? new Set(filter.subcategoryIds) : undefined;
  const counts = { total: 0, onSale: 0, inStock: 0, buckets: buckets.map(() => 0) };
  const manufacturers = new Map<number, FacetEntry>();
  const subcategories = new Map<number, FacetEntry>();
  for (const row of rows) {
    const manufacturer = numberOf(row.manufacturer_id);
    const subcategory = numberOf(row.subcategory_id);
    const matching = numberOf(row.matching);
    const manufacturerChosen = !chosenManufacturers || chosenManufacturers.has(manufacturer);
    const subcategoryChosen = !chosenSubcategories || chosenSubcategories.has(subcategory);
    if (subcategoryChosen) addTo(manufacturers, manufacturer, String(row.name), matching);
    if (manufacturerChosen)
      addTo(subcategories, subcategory, String(row.subcategory_name), matching, row.subcategory_name_en);
    if (!manufacturerChosen || !subcategoryChosen) continue;
    counts.total += matching;
    counts.onSale += numberOf(row.on_sale);
    counts.inStock += numberOf(row.in_stock);
    buckets.forEach((_, i) => {
      counts.buckets[i] = (counts.buckets[i] ?? 0) + numberOf(row[`bucket_${i}`]);
    });
  }
  // A facet lists what a choice would show, and what is chosen even when nothing is left of it.
  return {
    ...counts,
    manufacturers: [...manufacturers.values()].filter((m) => m.count > 0 || chosenManufacturers?.has(m.id)),
    subcategories: [...subcategories.values()]
      .filter((sub) => sub.count > 0 || chosenSubcategories?.has(sub.id))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'sr')),
  };
}

/** Every product the filter leaves, with whether it is in stock (search results rank it in their own order). */
export async function listMatchingProducts(
  db: DbOrTransaction,
  filter: ListingFilter,
): Promise<{ id: number; inStock: boolean }[]> {
  const c = conditionsOf(filter);
  const rows = await db
    .selectFrom('products as p')
    .select(['p.id', sql<number>`case when ${isInStock} then 1 else 0 end`.as('in_stock')])
    .where(and([c.scope, c.subcategory, c.manufacturer, c.price, c.onSale, c.inStock]))
    .execute();
  return rows.map((row) => ({ id: row.id, inStock: Number(row.in_stock) === 1 }));
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
    .where(and([c.scope, c.subcategory, c.manufacturer, c.price, c.onSale, c.inStock]));
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
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'name_en', 'slug'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export function listSubcategoriesOf(db: DbOrTransaction, categoryId: number) {
  return db
    .selectFrom('subcategories')
    .select(['id', 'name', 'name_en', 'slug'])
    .where('category_id', '=', categoryId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
