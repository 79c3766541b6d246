import {
  type AdminProductFilter,
  type AdminProductListQuery,
  type AdminProductSort,
  LOW_STOCK_THRESHOLD,
} from '@shop/shared/contracts';
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { dialectOf, fullTextPrefixQuery, type SqlDialect } from '../../../db/dialect';

const always = sql<SqlBool>`(1 = 1)`;

/** `%` and `_` typed by staff are searched for as they are ('!' escapes them; the same clause in both dialects). */
const likePattern = (text: string, { anywhere }: { anywhere: boolean }) =>
  `${anywhere ? '%' : ''}${text.replace(/[!%_]/g, (char) => `!${char}`)}%`;

/**
 * Names (of `products as s`) matching a search: on MySQL/MariaDB every word as a word prefix through the FULLTEXT index (a LIKE '%…%'
 * reads all 50 000 names, 60–80 ms); on SQLite, or for words the index does not hold, the text anywhere in the name.
 */
function nameMatches(dialect: SqlDialect, search: string): Expression<SqlBool> {
  const fullText = dialect === 'mysql' ? fullTextPrefixQuery(search) : undefined;
  return fullText
    ? sql<SqlBool>`match(s.name) against (${fullText} in boolean mode)`
    : sql<SqlBool>`s.name like ${likePattern(search, { anywhere: true })} escape '!'`;
}

/**
 * The admin filter as one SQL condition over `products as p` (search by name, or code / EAN from their beginning;
 * category, subcategory, manufacturer, stock, on sale, hidden).
 */
export function adminProductCondition(filter: AdminProductFilter, dialect: SqlDialect): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  const search = filter.search?.trim();
  if (search) {
    // A union rather than one OR: each part reads its own index (MySQL uses a FULLTEXT index only for a MATCH that
    // stands alone), and the page then joins the matched ids.
    const prefix = likePattern(search, { anywhere: false });
    parts.push(sql<SqlBool>`p.id in (select m.id from (
      select s.id from products s where ${nameMatches(dialect, search)}
      union select s.id from products s where s.product_code like ${prefix} escape '!'
      union select s.id from products s where s.barcode like ${prefix} escape '!') as m)`);
  }
  if (filter.subcategoryId !== undefined) parts.push(sql<SqlBool>`p.subcategory_id = ${filter.subcategoryId}`);
  if (filter.categoryId !== undefined)
    parts.push(
      sql<SqlBool>`p.subcategory_id in (select s.id from subcategories s where s.category_id = ${filter.categoryId})`,
    );
  if (filter.manufacturerId !== undefined) parts.push(sql<SqlBool>`p.manufacturer_id = ${filter.manufacturerId}`);
  if (filter.stock === 'in') parts.push(sql<SqlBool>`p.stock > 0`);
  if (filter.stock === 'out') parts.push(sql<SqlBool>`p.stock = 0`);
  if (filter.stock === 'low') parts.push(sql<SqlBool>`p.stock between 1 and ${LOW_STOCK_THRESHOLD}`);
  if (filter.onSale === 'yes') parts.push(sql<SqlBool>`(p.on_sale = 1 and p.sale_price_minor is not null)`);
  if (filter.onSale === 'no') parts.push(sql<SqlBool>`(p.on_sale = 0 or p.sale_price_minor is null)`);
  if (filter.hidden === 'yes') parts.push(sql<SqlBool>`p.hidden = 1`);
  if (filter.hidden === 'no') parts.push(sql<SqlBool>`p.hidden = 0`);
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : always;
}

/**
 * Narrows a query over `products as p` (joins allowed) to what the admin filter selects: the table, the CSV export and
 * the bulk actions select the same products. The query must alias the products table as `p`.
 */
// biome-ignore lint/suspicious/noExplicitAny: any query over `products as p`, whatever else it joins or selects
export function applyAdminProductFilter<Q extends SelectQueryBuilder<any, any, any>>(
  query: Q,
  filter: AdminProductFilter,
  dialect: SqlDialect,
): Q {
  return query.where(adminProductCondition(filter, dialect)) as Q;
}

const SORT_COLUMNS: Record<AdminProductSort, string> = {
  name: 'p.name',
  code: 'p.product_code',
  price: 'p.price_minor',
  stock: 'p.stock',
  updated: 'p.updated_at',
};

export interface AdminProductListRow {
  id: number;
  name: string;
  slug: string;
  product_code: string;
  barcode: string;
  manufacturer_name: string;
  category_name: string;
  subcategory_id: number;
  subcategory_name: string;
  stock: number;
  price_minor: number;
  sale_price_minor: number | null;
  on_sale: number;
  hidden: number;
  label: string | null;
  label_color: string | null;
  image_url: string;
  updated_at: string;
}

interface PageIds {
  ids: number[];
  total: number;
}

const countMatching = async (db: DbOrTransaction, condition: Expression<SqlBool>) =>
  Number(
    (
      await db
        .selectFrom('products as p')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where(condition)
        .executeTakeFirstOrThrow()
    ).total,
  );

/**
 * The page's ids (off the sort column's index where the filter allows) and the count of all matches, in parallel.
 */
async function pageIds(db: DbOrTransaction, query: AdminProductListQuery): Promise<PageIds> {
  const condition = adminProductCondition(query, dialectOf(db));
  const column = sql.ref(SORT_COLUMNS[query.sort]);
  const direction = query.direction === 'asc' ? sql`asc` : sql`desc`;
  const page = db
    .selectFrom('products as p')
    .select('p.id')
    .where(condition)
    .orderBy(sql`${column} ${direction}`)
    .orderBy(sql`p.id ${direction}`)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [rows, total] = await Promise.all([page.execute(), countMatching(db, condition)]);
  return { ids: rows.map((row) => row.id), total };
}

/**
 * One page of the admin table and the count of all matches. The page's ids are sorted and cut on the products table
 * alone (the sort columns are indexed), then only those rows are joined with their names (a "deferred join").
 */
export async function listAdminProducts(
  db: DbOrTransaction,
  query: AdminProductListQuery,
): Promise<{ rows: AdminProductListRow[]; total: number }> {
  const { ids, total } = await pageIds(db, query);
  return { rows: await listAdminProductRowsByIds(db, ids), total };
}

/** Table rows by id, in the order given (missing ids skipped). */
export async function listAdminProductRowsByIds(db: DbOrTransaction, ids: number[]): Promise<AdminProductListRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('manufacturers as m', 'm.id', 'p.manufacturer_id')
    .innerJoin('subcategories as s', 's.id', 'p.subcategory_id')
    .innerJoin('categories as c', 'c.id', 's.category_id')
    .select([
      'p.id',
      'p.name',
      'p.slug',
      'p.product_code',
      'p.barcode',
      'm.name as manufacturer_name',
      'c.name as category_name',
      'p.subcategory_id',
      's.name as subcategory_name',
      'p.stock',
      'p.price_minor',
      'p.sale_price_minor',
      'p.on_sale',
      'p.hidden',
      'p.label',
      'p.label_color',
      'p.image_url',
      'p.updated_at',
    ])
    .where('p.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What the editor shows besides the saved fields: category, card image, timestamps, images and former slugs. */
export async function findAdminProductExtras(db: DbOrTransaction, productId: number) {
  const row = await db
    .selectFrom('products as p')
    .innerJoin('subcategories as s', 's.id', 'p.subcategory_id')
    .select(['s.category_id', 'p.image_url', 'p.created_at', 'p.updated_at'])
    .where('p.id', '=', productId)
    .executeTakeFirst();
  if (!row) return undefined;
  const [images, formerSlugs] = await Promise.all([
    listAdminProductImages(db, productId),
    db.selectFrom('product_former_slugs').select('slug').where('product_id', '=', productId).orderBy('slug').execute(),
  ]);
  return { ...row, images, formerSlugs: formerSlugs.map((former) => former.slug) };
}

export function listAdminProductImages(db: DbOrTransaction, productId: number) {
  return db
    .selectFrom('product_images')
    .select(['id', 'url'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Manufacturers by name; categories in menu order, each with its subcategories in order. */
export async function listAdminProductLookups(db: DbOrTransaction) {
  const [manufacturers, categories, subcategories] = await Promise.all([
    db.selectFrom('manufacturers').select(['id', 'name']).orderBy('name').orderBy('id').execute(),
    db.selectFrom('categories').select(['id', 'name']).orderBy('position').orderBy('id').execute(),
    db.selectFrom('subcategories').select(['id', 'name', 'category_id']).orderBy('position').orderBy('id').execute(),
  ]);
  return {
    manufacturers,
    categories: categories.map((category) => ({
      ...category,
      subcategories: subcategories
        .filter((sub) => sub.category_id === category.id)
        .map(({ id, name }) => ({ id, name })),
    })),
  };
}

/** Whether any order or pro-forma request names the product (such a product is never deleted, only hidden). */
export async function productIsInOrders(db: DbOrTransaction, productId: number): Promise<boolean> {
  const [order, proforma] = await Promise.all([
    db.selectFrom('order_lines').select('id').where('product_id', '=', productId).limit(1).executeTakeFirst(),
    db
      .selectFrom('proforma_request_items')
      .select('id')
      .where('product_id', '=', productId)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return order !== undefined || proforma !== undefined;
}
