import type { DbOrTransaction } from '../../db/db-or-transaction';

/** What a product card needs (the columns behind the API's ProductSummary). */
export const summaryColumns = [
  'p.id',
  'p.subcategory_id',
  'p.slug',
  'p.name',
  'p.name_en',
  'p.image_url',
  'p.stock',
  'p.price_minor',
  'p.sale_price_minor',
  'p.on_sale',
  'p.label',
  'p.label_en',
  'p.label_color',
] as const;

export interface ProductSummaryRow {
  id: number;
  subcategory_id: number;
  slug: string;
  name: string;
  name_en: string | null;
  image_url: string;
  stock: number;
  price_minor: number;
  sale_price_minor: number | null;
  on_sale: number;
  label: string | null;
  label_en: string | null;
  label_color: string | null;
}

export interface ProductDetailsRow extends ProductSummaryRow {
  short_description: string;
  short_description_en: string | null;
  product_code: string;
  barcode: string;
  warranty_months: number;
  manufacturer_name: string;
  subcategory_name: string;
  subcategory_name_en: string | null;
  subcategory_slug: string;
  category_id: number;
  category_name: string;
  category_name_en: string | null;
  category_slug: string;
}

/** One indexed lookup (unique slug) joined with its subcategory, category and manufacturer; hidden products are not found. */
export function findProductDetailsBySlug(db: DbOrTransaction, slug: string): Promise<ProductDetailsRow | undefined> {
  return db
    .selectFrom('products as p')
    .innerJoin('subcategories as s', 's.id', 'p.subcategory_id')
    .innerJoin('categories as c', 'c.id', 's.category_id')
    .innerJoin('manufacturers as m', 'm.id', 'p.manufacturer_id')
    .select([
      ...summaryColumns,
      'p.short_description',
      'p.short_description_en',
      'p.product_code',
      'p.barcode',
      'p.warranty_months',
      'm.name as manufacturer_name',
      's.name as subcategory_name',
      's.name_en as subcategory_name_en',
      's.slug as subcategory_slug',
      's.category_id',
      'c.name as category_name',
      'c.name_en as category_name_en',
      'c.slug as category_slug',
    ])
    .where('p.slug', '=', slug)
    .where('p.hidden', '=', 0)
    .executeTakeFirst();
}

/** The product that used to be reachable under `formerSlug` (id and current slug). */
export function findProductByFormerSlug(
  db: DbOrTransaction,
  formerSlug: string,
): Promise<{ id: number; slug: string } | undefined> {
  return db
    .selectFrom('product_former_slugs as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .select(['p.id', 'p.slug'])
    .where('f.slug', '=', formerSlug)
    .where('p.hidden', '=', 0)
    .executeTakeFirst();
}

/** The (oldest) product with exactly this name, ignoring case (the column's collation); id and slug. */
export function findProductByName(
  db: DbOrTransaction,
  name: string,
): Promise<{ id: number; slug: string } | undefined> {
  return db
    .selectFrom('products')
    .select(['id', 'slug'])
    .where('name', '=', name)
    .where('hidden', '=', 0)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function listProductImageUrls(db: DbOrTransaction, productId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('product_images')
    .select('url')
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.url);
}

/** A specification with the English of its name and value from `english_terms` (null where there is none). */
export interface SpecificationRow {
  name: string;
  name_en: string | null;
  value: string;
  value_en: string | null;
}

/** `product_specifications as ps` joined with the English of its name and value (decision 019). */
export function selectSpecifications(db: DbOrTransaction) {
  return db
    .selectFrom('product_specifications as ps')
    .leftJoin('english_terms as name_term', 'name_term.serbian', 'ps.name')
    .leftJoin('english_terms as value_term', 'value_term.serbian', 'ps.value')
    .select(['ps.name', 'name_term.english as name_en', 'ps.value', 'value_term.english as value_en']);
}

export function listProductSpecifications(db: DbOrTransaction, productId: number): Promise<SpecificationRow[]> {
  return selectSpecifications(db)
    .where('ps.product_id', '=', productId)
    .orderBy('ps.position')
    .orderBy('ps.id')
    .execute();
}

/**
 * Up to `limit` in-stock products from the same subcategory (newest first), topped up from the rest of the category
 * when the subcategory has fewer. Both queries walk an index on subcategory_id / the primary key and stop at the limit.
 */
export async function listRecommendedProducts(
  db: DbOrTransaction,
  product: { id: number; subcategory_id: number; category_id: number },
  limit: number,
): Promise<ProductSummaryRow[]> {
  const sameSubcategory = await db
    .selectFrom('products as p')
    .select(summaryColumns)
    .where('p.subcategory_id', '=', product.subcategory_id)
    .where('p.stock', '>', 0)
    .where('p.hidden', '=', 0)
    .where('p.id', '!=', product.id)
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  if (sameSubcategory.length >= limit) return sameSubcategory;
  const sameCategory = await db
    .selectFrom('products as p')
    .innerJoin('subcategories as s', 's.id', 'p.subcategory_id')
    .select(summaryColumns)
    .where('s.category_id', '=', product.category_id)
    .where('p.subcategory_id', '!=', product.subcategory_id)
    .where('p.stock', '>', 0)
    .where('p.hidden', '=', 0)
    .orderBy('p.id', 'desc')
    .limit(limit - sameSubcategory.length)
    .execute();
  return [...sameSubcategory, ...sameCategory];
}
