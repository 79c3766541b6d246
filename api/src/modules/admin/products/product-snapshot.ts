import type { DbOrTransaction } from '../../../db/db-or-transaction';

/**
 * A product's saved fields as `saveProduct` compares and the audit log records them (money in feninga, flags as
 * booleans). Images are not part of it: they change through their own calls.
 */
export interface ProductSnapshot {
  id: number;
  version: number;
  name: string;
  nameEn: string | null;
  slug: string;
  shortDescription: string;
  shortDescriptionEn: string | null;
  productCode: string;
  barcode: string;
  manufacturerId: number;
  subcategoryId: number;
  stock: number;
  priceMinor: number;
  salePriceMinor: number | null;
  onSale: boolean;
  warrantyMonths: number;
  label: string | null;
  labelEn: string | null;
  labelColor: string | null;
  hidden: boolean;
  specifications: { name: string; value: string }[];
}

/** The fields a save compares: everything but the id and the version. */
export type ProductFields = Omit<ProductSnapshot, 'id' | 'version'>;

/** Reads the snapshot of one product, by id or by product code (the CSV import's key); undefined if none. */
export async function loadProductSnapshot(
  db: DbOrTransaction,
  key: { id: number } | { productCode: string },
): Promise<ProductSnapshot | undefined> {
  let query = db
    .selectFrom('products')
    .select([
      'id',
      'version',
      'name',
      'name_en',
      'slug',
      'short_description',
      'short_description_en',
      'product_code',
      'barcode',
      'manufacturer_id',
      'subcategory_id',
      'stock',
      'price_minor',
      'sale_price_minor',
      'on_sale',
      'warranty_months',
      'label',
      'label_en',
      'label_color',
      'hidden',
    ]);
  query = 'id' in key ? query.where('id', '=', key.id) : query.where('product_code', '=', key.productCode);
  const row = await query.orderBy('id').limit(1).executeTakeFirst();
  if (!row) return undefined;
  const specifications = await db
    .selectFrom('product_specifications')
    .select(['name', 'value'])
    .where('product_id', '=', row.id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return {
    id: row.id,
    version: Number(row.version),
    name: row.name,
    nameEn: row.name_en,
    slug: row.slug,
    shortDescription: row.short_description,
    shortDescriptionEn: row.short_description_en,
    productCode: row.product_code,
    barcode: row.barcode,
    manufacturerId: row.manufacturer_id,
    subcategoryId: row.subcategory_id,
    stock: row.stock,
    priceMinor: row.price_minor,
    salePriceMinor: row.sale_price_minor,
    onSale: Number(row.on_sale) === 1,
    warrantyMonths: row.warranty_months,
    label: row.label,
    labelEn: row.label_en,
    labelColor: row.label_color,
    hidden: Number(row.hidden) === 1,
    specifications,
  };
}

/** The same specifications in the same order. */
export function sameSpecifications(a: ProductFields['specifications'], b: ProductFields['specifications']): boolean {
  return a.length === b.length && a.every((spec, i) => spec.name === b[i]?.name && spec.value === b[i]?.value);
}

/** Whether two saves would store the same product (same fields, same specifications in the same order). */
export function sameFields(a: ProductFields, b: ProductFields): boolean {
  const { specifications: specsA, ...restA } = a;
  const { specifications: specsB, ...restB } = b;
  const keys = Object.keys(restA) as (keyof typeof restA)[];
  return keys.every((key) => restA[key] === restB[key]) && sameSpecifications(specsA, specsB);
}
