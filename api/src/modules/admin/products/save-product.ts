import { type AdminProductInput, englishAfterUpdate } from '@shop/shared/contracts';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { HttpError } from '../../../http/http-error';
import type { CatalogChanges } from '../../../plugins/app/catalog-changes';
import { changeStock } from '../../stock';
import { resolveSlug } from './product-slug';
import { type ProductFields, type ProductSnapshot, sameFields, sameSpecifications } from './product-snapshot';

export interface SaveProductOptions {
  /**
   * The product to update, as `loadProductSnapshot` read it inside the same transaction; absent: a new product.
   * (The CSV import finds it by product code, the editor by id.)
   */
  existing?: ProductSnapshot;
  /**
   * The version the editor loaded. When given and not the current one: 409 `EDIT_CONFLICT`, nothing written.
   * The import passes none; its write still refuses to land over a save that committed after `existing` was read.
   */
  expectedVersion?: number;
  /** config.site.url: a stock change's back-in-stock emails link to the product. */
  siteUrl?: string;
}

export interface SaveProductResult {
  id: number;
  created: boolean;
  /** False when the input matched what was stored: nothing written, no version bump (an identical re-import). */
  changed: boolean;
  /** For the audit log: the product before (undefined when created) and after the save. */
  before?: ProductSnapshot;
  after: ProductSnapshot;
}

const toMinor = (km: number) => Math.round(km * 100);

/**
 * The one product write, used by the editor and by the CSV import: creates the product, or updates `existing`.
 *
 * - Validates what the input schema cannot: the subcategory and manufacturer exist (400 `UNKNOWN_SUBCATEGORY` /
 *   `UNKNOWN_MANUFACTURER`), the product code is no other product's (409 `PRODUCT_CODE_TAKEN`), the slug is free
 *   (409 `SLUG_TAKEN`; absent keeps the current slug, empty derives it from the name).
 * - A changed slug moves the old one to `product_former_slugs`, so the shop answers it with a 301.
 * - Specifications are replaced as a whole, in the given order (absent: kept). Stock goes through `changeStock`.
 * - Writes nothing when nothing changed (`changed: false`); otherwise bumps `version` and `updated_at`.
 *
 * Run it inside the caller's `app.writeCatalog` transaction (the saved product is recorded in its `changes`); the
 * caller records the audit entry (`before`/`after`) in it.
 */
export async function saveProduct(
  trx: DbOrTransaction,
  changes: CatalogChanges,
  input: AdminProductInput,
  { existing, expectedVersion, siteUrl }: SaveProductOptions = {},
): Promise<SaveProductResult> {
  if (existing && expectedVersion !== undefined && existing.version !== expectedVersion)
    throw new HttpError('EDIT_CONFLICT');

  const fields: ProductFields = {
    name: input.name,
    nameEn: englishAfterUpdate(input.nameEn, existing?.nameEn),
    slug: await resolveSlug(trx, input.slug, input.name, existing),
    shortDescription: input.shortDescription,
    shortDescriptionEn: englishAfterUpdate(input.shortDescriptionEn, existing?.shortDescriptionEn),
    productCode: input.productCode,
    barcode: input.barcode,
    manufacturerId: input.manufacturerId,
    subcategoryId: input.subcategoryId,
    stock: input.stock,
    priceMinor: toMinor(input.price),
    salePriceMinor: input.salePrice === null ? null : toMinor(input.salePrice),
    onSale: input.onSale,
    warrantyMonths: input.warrantyMonths,
    label: input.label,
    labelEn: englishAfterUpdate(input.labelEn, existing?.labelEn),
    labelColor: input.labelColor,
    hidden: input.hidden ?? existing?.hidden ?? false,
    specifications: input.specifications ?? existing?.specifications ?? [],
  };
  if (existing && sameFields(fields, existing))
    return { id: existing.id, created: false, changed: false, before: existing, after: existing };

  await checkReferences(trx, fields, existing);
  const id = existing
    ? await updateProductRow(trx, changes, existing, fields, siteUrl)
    : await insertProductRow(trx, fields);
  changes.product(id);
  if (!existing || !sameSpecifications(fields.specifications, existing.specifications))
    await replaceSpecifications(trx, id, fields.specifications);

  // Exactly what was written (no re-read: the CSV import saves tens of thousands of rows).
  const after: ProductSnapshot = { id, version: existing ? existing.version + 1 : 0, ...fields };
  return { id, created: !existing, changed: true, before: existing, after };
}

async function checkReferences(trx: DbOrTransaction, fields: ProductFields, existing: ProductSnapshot | undefined) {
  if (fields.subcategoryId !== existing?.subcategoryId) {
    const found = await trx
      .selectFrom('subcategories')
      .select('id')
      .where('id', '=', fields.subcategoryId)
      .executeTakeFirst();
    if (!found) throw new HttpError('UNKNOWN_SUBCATEGORY');
  }
  if (fields.manufacturerId !== existing?.manufacturerId) {
    const found = await trx
      .selectFrom('manufacturers')
      .select('id')
      .where('id', '=', fields.manufacturerId)
      .executeTakeFirst();
    if (!found) throw new HttpError('UNKNOWN_MANUFACTURER');
  }
  if (fields.productCode !== existing?.productCode) {
    let other = trx.selectFrom('products').select('id').where('product_code', '=', fields.productCode);
    if (existing) other = other.where('id', '<>', existing.id);
    if (await other.executeTakeFirst()) throw new HttpError('PRODUCT_CODE_TAKEN', { code: fields.productCode });
  }
}

function productColumns(fields: ProductFields) {
  return {
    slug: fields.slug,
    name: fields.name,
    name_en: fields.nameEn,
    short_description: fields.shortDescription,
    short_description_en: fields.shortDescriptionEn,
    product_code: fields.productCode,
    barcode: fields.barcode,
    manufacturer_id: fields.manufacturerId,
    subcategory_id: fields.subcategoryId,
    price_minor: fields.priceMinor,
    sale_price_minor: fields.salePriceMinor,
    on_sale: fields.onSale ? 1 : 0,
    warranty_months: fields.warrantyMonths,
    label: fields.label,
    label_en: fields.labelEn,
    label_color: fields.labelColor,
    hidden: fields.hidden ? 1 : 0,
    updated_at: new Date().toISOString(),
  };
}

async function insertProductRow(trx: DbOrTransaction, fields: ProductFields): Promise<number> {
  const result = await trx
    .insertInto('products')
    // No image yet: the first upload sets `image_url`.
    .values({ ...productColumns(fields), stock: fields.stock, image_url: '', version: 0 })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

async function updateProductRow(
  trx: DbOrTransaction,
  changes: CatalogChanges,
  existing: ProductSnapshot,
  fields: ProductFields,
  siteUrl: string | undefined,
): Promise<number> {
  // Only if no other save committed since `existing` was read: the version is the optimistic lock.
  const result = await trx
    .updateTable('products')
    .set((eb) => ({ ...productColumns(fields), version: eb('version', '+', 1) }))
    .where('id', '=', existing.id)
    .where('version', '=', existing.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new HttpError('EDIT_CONFLICT');

  if (fields.slug !== existing.slug) {
    // The new slug may be one of this product's former ones: it is current again, no longer a redirect.
    await trx.deleteFrom('product_former_slugs').where('slug', '=', fields.slug).execute();
    await trx.insertInto('product_former_slugs').values({ slug: existing.slug, product_id: existing.id }).execute();
  }
  if (fields.stock !== existing.stock) await setProductStock(trx, changes, existing.id, fields.stock, siteUrl);
  return existing.id;
}

/**
 * Sets a product's stock to `stock` through `changeStock` (so "back in stock" emails go out): the delta is taken from
 * the stock as it is at this moment, inside the caller's transaction. Returns false when it already was `stock`.
 */
export async function setProductStock(
  trx: DbOrTransaction,
  changes: CatalogChanges,
  productId: number,
  stock: number,
  siteUrl: string | undefined,
): Promise<boolean> {
  const row = await trx.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirst();
  if (!row || row.stock === stock) return false;
  return changeStock(trx, changes, productId, stock - row.stock, siteUrl);
}

async function replaceSpecifications(
  trx: DbOrTransaction,
  productId: number,
  specifications: ProductFields['specifications'],
): Promise<void> {
  await trx.deleteFrom('product_specifications').where('product_id', '=', productId).execute();
  if (specifications.length === 0) return;
  await trx
    .insertInto('product_specifications')
    .values(
      specifications.map((spec, position) => ({ product_id: productId, name: spec.name, value: spec.value, position })),
    )
    .execute();
}
