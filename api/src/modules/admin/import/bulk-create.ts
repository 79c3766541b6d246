import type { AdminProductInput } from '@shop/shared/contracts';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { slugFromName } from '../products';
import { type CatalogLookup, ensureManufacturer } from './catalog-lookup';

/** A valid row of the file whose product code the catalogue does not have yet. */
export interface NewProductRow {
  line: number;
  input: AdminProductInput;
  newManufacturer: string | null;
}

export interface BulkCreateResult {
  created: { line: number; id: number }[];
  /** Rows left to `saveProduct`, one by one: their slug needs suffixing, or the bulk insert was refused. */
  oneByOne: NewProductRow[];
  /** Rows whose own slug is a former slug of another product (it keeps answering 301 for that one). */
  slugTaken: NewProductRow[];
}

const toMinor = (km: number) => Math.round(km * 100);
/** Rows per INSERT: well under both dialects' limits on placeholders (18 columns each). */
const INSERT_CHUNK = 500;
const SPECIFICATION_CHUNK = 1000;

/**
 * Creates a batch's new products with one multi-row INSERT (and one for their specifications) instead of a
 * `saveProduct` per row: a first import of a whole catalogue is 50 000 creates, and a dozen round trips each would
 * take minutes. It writes the same columns `saveProduct` writes for a new product (version 0, no image yet). What
 * `saveProduct` would check is already known here: the row passed the shared schema, its subcategory and manufacturer
 * come from the catalogue, its code is new (planned inside this transaction) and its slug free (checked below).
 * Rows whose slug is derived and already taken are handed back for `saveProduct`, which suffixes it. If the insert
 * is refused anyway (a subcategory deleted meanwhile) it is undone and every row is handed back.
 */
export async function createProducts(
  trx: Transaction<Database>,
  rows: readonly NewProductRow[],
  lookup: CatalogLookup,
): Promise<BulkCreateResult> {
  const result: BulkCreateResult = { created: [], oneByOne: [], slugTaken: [] };
  if (rows.length === 0) return result;

  const slugOf = new Map<NewProductRow, string>();
  for (const row of rows) slugOf.set(row, row.input.slug || slugFromName(row.input.name));
  const taken = await takenSlugs(trx, [...slugOf.values()]);
  const claimed = new Set<string>();
  const bulk: NewProductRow[] = [];
  for (const row of rows) {
    const slug = slugOf.get(row) as string;
    const free = !taken.has(slug) && !claimed.has(slug);
    if (free) {
      claimed.add(slug);
      bulk.push(row);
    } else if (row.input.slug) result.slugTaken.push(row);
    else result.oneByOne.push(row);
  }

  const manufacturersBefore = new Set(lookup.manufacturerIdByName.keys());
  await sql`savepoint import_bulk`.execute(trx);
  try {
    const now = new Date().toISOString();
    const values = [];
    for (const row of bulk) {
      const { input } = row;
      const manufacturerId = row.newManufacturer
        ? await ensureManufacturer(trx, lookup, row.newManufacturer)
        : input.manufacturerId;
      values.push({
        slug: slugOf.get(row) as string,
        name: input.name,
        name_en: input.nameEn ?? null,
        short_description: input.shortDescription,
        short_description_en: input.shortDescriptionEn ?? null,
        product_code: input.productCode,
        barcode: input.barcode,
        manufacturer_id: manufacturerId,
        subcategory_id: input.subcategoryId,
        stock: input.stock,
        price_minor: toMinor(input.price),
        sale_price_minor: input.salePrice === null ? null : toMinor(input.salePrice),
        on_sale: input.onSale ? 1 : 0,
        warranty_months: input.warrantyMonths,
        label: input.label,
        label_en: input.labelEn ?? null,
        label_color: input.labelColor,
        hidden: input.hidden ? 1 : 0,
        image_url: '',
        version: 0,
        updated_at: now,
      });
    }
    for (let i = 0; i < values.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('products')
        .values(values.slice(i, i + INSERT_CHUNK))
        .execute();
    }
    const idOfCode = await idsByCode(
      trx,
      bulk.map((row) => row.input.productCode),
    );
    const specifications = bulk.flatMap((row) =>
      (row.input.specifications ?? []).map((spec, position) => ({
        product_id: idOfCode.get(row.input.productCode) as number,
        name: spec.name,
        value: spec.value,
        position,
      })),
    );
    for (let i = 0; i < specifications.length; i += SPECIFICATION_CHUNK) {
      await trx
        .insertInto('product_specifications')
        .values(specifications.slice(i, i + SPECIFICATION_CHUNK))
        .execute();
    }
    await sql`release savepoint import_bulk`.execute(trx);
    result.created = bulk.map((row) => ({ line: row.line, id: idOfCode.get(row.input.productCode) as number }));
  } catch {
    await sql`rollback to savepoint import_bulk`.execute(trx);
    // Manufacturers created inside the savepoint are gone again.
    for (const key of [...lookup.manufacturerIdByName.keys()]) {
      if (!manufacturersBefore.has(key)) lookup.manufacturerIdByName.delete(key);
    }
    result.oneByOne.push(...bulk);
  }
  return result;
}

/** Slugs products have now or had before (a former slug keeps redirecting to its product). */
async function takenSlugs(trx: Transaction<Database>, slugs: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(slugs)];
  if (unique.length === 0) return new Set();
  const rows = await trx
    .selectFrom('products')
    .select('slug')
    .where('slug', 'in', unique)
    .union(trx.selectFrom('product_former_slugs').select('slug').where('slug', 'in', unique))
    .execute();
  return new Set(rows.map((row) => row.slug));
}

async function idsByCode(trx: Transaction<Database>, codes: readonly string[]): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom('products')
    .select(['id', 'product_code'])
    .where('product_code', 'in', codes)
    .execute();
  return new Map(rows.map((row) => [row.product_code, row.id]));
}
