import type { AdminProductInput, AdminSpecification } from '@shop/shared/contracts';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { type ProductFields, type ProductSnapshot, sameFields } from '../products';

/**
 * A product's fields as the CSV carries them, money in feninga: the fields `saveProduct` compares (a row equal to the
 * stored product changes nothing) and the export writes.
 */
export type ProductValues = ProductFields;

/** A stored product as `saveProduct` takes it (`existing`), with its main image for the export. */
export interface StoredProduct extends ProductSnapshot {
  imageUrl: string;
}

const toMinor = (km: number) => Math.round(km * 100);

export function valuesOfInput(input: AdminProductInput): ProductValues {
  return {
    productCode: input.productCode,
    name: input.name,
    // planRow fills an absent English column with the stored text.
    nameEn: input.nameEn ?? null,
    slug: input.slug ?? '',
    shortDescription: input.shortDescription,
    shortDescriptionEn: input.shortDescriptionEn ?? null,
    barcode: input.barcode,
    manufacturerId: input.manufacturerId,
    subcategoryId: input.subcategoryId,
    priceMinor: toMinor(input.price),
    salePriceMinor: input.salePrice === null ? null : toMinor(input.salePrice),
    onSale: input.onSale,
    stock: input.stock,
    warrantyMonths: input.warrantyMonths,
    label: input.label,
    labelEn: input.labelEn ?? null,
    labelColor: input.labelColor,
    // The import always sends both (an absent `skriven` column keeps the stored value in planRow).
    specifications: (input.specifications ?? []).map(({ name, value }) => ({ name, value })),
    hidden: input.hidden ?? false,
  };
}

/** Whether saving `next` over `stored` would change nothing (the same comparison `saveProduct` makes). */
export const sameValues = (stored: ProductValues, next: ProductValues) => sameFields(next, stored);

const productColumns = [
  'id',
  'product_code',
  'name',
  'name_en',
  'slug',
  'short_description',
  'short_description_en',
  'barcode',
  'manufacturer_id',
  'subcategory_id',
  'price_minor',
  'sale_price_minor',
  'on_sale',
  'stock',
  'warranty_months',
  'label',
  'label_en',
  'label_color',
  'hidden',
  'image_url',
  'version',
] as const;

type ProductColumnsRow = {
  id: number;
  product_code: string;
  name: string;
  name_en: string | null;
  slug: string;
  short_description: string;
  short_description_en: string | null;
  barcode: string;
  manufacturer_id: number;
  subcategory_id: number;
  price_minor: number;
  sale_price_minor: number | null;
  on_sale: number;
  stock: number;
  warranty_months: number;
  label: string | null;
  label_en: string | null;
  label_color: string | null;
  hidden: number;
  image_url: string;
  version: number;
};

/** The products' specifications, in order, keyed by product id. */
async function specificationsOf(db: DbOrTransaction, ids: readonly number[]) {
  const byProduct = new Map<number, AdminSpecification[]>();
  if (ids.length === 0) return byProduct;
  const rows = await db
    .selectFrom('product_specifications')
    .select(['product_id', 'name', 'value'])
    .where('product_id', 'in', ids)
    .orderBy('product_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push({ name: row.name, value: row.value });
    byProduct.set(row.product_id, list);
  }
  return byProduct;
}

/** Rows of `products` (selected with `productColumns`) with their specifications. */
export async function withSpecifications(
  db: DbOrTransaction,
  rows: readonly ProductColumnsRow[],
): Promise<StoredProduct[]> {
  const specifications = await specificationsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    productCode: row.product_code,
    name: row.name,
    nameEn: row.name_en,
    slug: row.slug,
    shortDescription: row.short_description,
    shortDescriptionEn: row.short_description_en,
    barcode: row.barcode,
    manufacturerId: row.manufacturer_id,
    subcategoryId: row.subcategory_id,
    priceMinor: row.price_minor,
    salePriceMinor: row.sale_price_minor,
    onSale: Number(row.on_sale) === 1,
    stock: row.stock,
    warrantyMonths: row.warranty_months,
    label: row.label,
    labelEn: row.label_en,
    labelColor: row.label_color,
    specifications: specifications.get(row.id) ?? [],
    hidden: Number(row.hidden) === 1,
    imageUrl: row.image_url,
    version: Number(row.version),
  }));
}

const CODE_LOOKUP_CHUNK = 100;

/** The stored products with these codes (a batch of the file), keyed by code. */
export async function productsByCode(
  db: DbOrTransaction,
  codes: readonly string[],
): Promise<Map<string, StoredProduct>> {
  const rows: ProductColumnsRow[] = [];
  // In lists of at most 100: longer ones make MariaDB scan the whole code index instead of looking each code up.
  for (let i = 0; i < codes.length; i += CODE_LOOKUP_CHUNK) {
    const chunk = codes.slice(i, i + CODE_LOOKUP_CHUNK);
    rows.push(...(await db.selectFrom('products').select(productColumns).where('product_code', 'in', chunk).execute()));
  }
  const products = await withSpecifications(db, rows);
  return new Map(products.map((product) => [product.productCode, product]));
}

/** Which of these slugs are taken, and by which product code. */
export async function slugOwners(db: DbOrTransaction, slugs: readonly string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await db.selectFrom('products').select(['slug', 'product_code']).where('slug', 'in', slugs).execute();
  return new Map(rows.map((row) => [row.slug, row.product_code]));
}

export type { ProductColumnsRow };
export { productColumns };
