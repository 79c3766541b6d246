import {
  AdminProductInput,
  type ErrorCode,
  englishAfterUpdate,
  issueCode,
  type ProductCsvColumn,
} from '@shop/shared/contracts';
import { type CatalogLookup, manufacturerKey, subcategoryKey } from './catalog-lookup';
import { type CellError, parseDecimal, parseFlag, parseInteger, parseSpecifications } from './product-csv';
import { type ProductValues, type StoredProduct, sameValues, valuesOfInput } from './product-values';

/** What the import will do with a valid row. */
export type RowAction = 'create' | 'update' | 'unchanged';

export type PlannedRow =
  | { ok: false; errors: CellError[] }
  | {
      ok: true;
      input: AdminProductInput;
      values: ProductValues;
      action: RowAction;
      existing: StoredProduct | undefined;
      /** A manufacturer name the catalogue does not know yet: the import creates it. */
      newManufacturer: string | null;
    };

/** Stands in for a manufacturer the import will create, so the row validates like any other. */
const NEW_MANUFACTURER_ID = Number.MAX_SAFE_INTEGER;

/** Each field of the product input and the column it comes from: a schema issue is reported at its column. */
const COLUMN_OF_FIELD: Record<string, ProductCsvColumn> = {
  name: 'naziv',
  nameEn: 'naziv_en',
  slug: 'slug',
  shortDescription: 'kratak_opis',
  shortDescriptionEn: 'kratak_opis_en',
  productCode: 'kod_proizvoda',
  barcode: 'barkod',
  manufacturerId: 'naziv_proizvodjaca',
  subcategoryId: 'podkategorija',
  stock: 'kolicina',
  price: 'prodajna_cijena_sa_pdv',
  salePrice: 'akcijska_cijena_sa_pdv',
  onSale: 'naAkciji',
  warrantyMonths: 'garancija',
  label: 'label',
  labelEn: 'label_en',
  labelColor: 'color',
  specifications: 'specifikacije',
  hidden: 'skriven',
};

/**
 * Reads one row's cells, resolves the names it uses (category, subcategory, manufacturer), validates the result with
 * the shared product schema (the editor's own rules) and compares it with the stored product of the same code.
 * Every cell at fault is reported, one error per column.
 */
export function planRow(
  cells: Partial<Record<ProductCsvColumn, string>>,
  lookup: CatalogLookup,
  existing: StoredProduct | undefined,
): PlannedRow {
  const errors: CellError[] = [];
  const fail = (column: ProductCsvColumn, code: ErrorCode, params?: Record<string, string | number>) => {
    if (!errors.some((error) => error.column === column)) errors.push({ column, code, params });
  };
  const text = (column: ProductCsvColumn) => cells[column] ?? '';
  /** An optional English column (decision 019): absent from the file, the stored text stays. */
  const english = (column: ProductCsvColumn, stored: string | null | undefined) =>
    englishAfterUpdate(cells[column], stored);

  const number = (column: ProductCsvColumn, parse: (text: string) => number | null) => {
    const value = parse(text(column));
    if (Number.isNaN(value)) fail(column, 'IMPORT_INVALID_NUMBER');
    return value === null || Number.isNaN(value) ? undefined : value;
  };
  const flag = (column: ProductCsvColumn, absent: boolean) => {
    if (cells[column] === undefined) return absent;
    const value = parseFlag(text(column));
    if (value === null) fail(column, 'IMPORT_INVALID_FLAG');
    return value ?? absent;
  };

  const price = number('prodajna_cijena_sa_pdv', parseDecimal);
  const salePrice = number('akcijska_cijena_sa_pdv', parseDecimal);
  const stock = number('kolicina', parseInteger);
  const warrantyMonths = number('garancija', parseInteger);
  const onSale = flag('naAkciji', false);
  const hidden = flag('skriven', existing?.hidden ?? false);

  const categorySlug = text('kategorija');
  const subcategorySlug = text('podkategorija');
  const categoryId = lookup.categoryIdBySlug.get(categorySlug);
  let subcategoryId: number | undefined;
  if (categorySlug === '') fail('kategorija', 'CATEGORY_REQUIRED');
  else if (categoryId === undefined) fail('kategorija', 'IMPORT_UNKNOWN_CATEGORY', { slug: categorySlug });
  else {
    subcategoryId = lookup.subcategoryIdByKey.get(subcategoryKey(categoryId, subcategorySlug));
    if (subcategorySlug === '') fail('podkategorija', 'CATEGORY_REQUIRED');
    else if (subcategoryId === undefined)
      fail('podkategorija', 'IMPORT_UNKNOWN_SUBCATEGORY', { slug: subcategorySlug });
  }

  const manufacturerName = text('naziv_proizvodjaca');
  const knownManufacturer = lookup.manufacturerIdByName.get(manufacturerKey(manufacturerName));
  const newManufacturer = manufacturerName !== '' && knownManufacturer === undefined ? manufacturerName : null;
  const manufacturerId = newManufacturer ? NEW_MANUFACTURER_ID : knownManufacturer;

  const specifications = parseSpecifications(text('specifikacije'));
  if (specifications === null) fail('specifikacije', 'IMPORT_INVALID_SPECIFICATIONS');

  // An empty slug keeps a stored product's slug (and lets a new one derive its own from the name).
  const slug = text('slug') || existing?.slug || '';

  const parsed = AdminProductInput.safeParse({
    name: text('naziv'),
    nameEn: english('naziv_en', existing?.nameEn),
    slug,
    shortDescription: text('kratak_opis'),
    shortDescriptionEn: english('kratak_opis_en', existing?.shortDescriptionEn),
    productCode: text('kod_proizvoda'),
    barcode: text('barkod'),
    manufacturerId,
    subcategoryId,
    stock,
    price,
    salePrice: salePrice ?? null,
    onSale,
    warrantyMonths,
    label: text('label'),
    labelEn: english('label_en', existing?.labelEn),
    labelColor: text('color'),
    specifications: specifications ?? [],
    hidden,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = COLUMN_OF_FIELD[String(issue.path[0])];
      if (column) fail(column, issueCode(issue));
    }
  }
  if (errors.length > 0 || !parsed.success) return { ok: false, errors };

  const values = valuesOfInput(parsed.data);
  const action: RowAction = !existing
    ? 'create'
    : newManufacturer === null && sameValues(existing, values)
      ? 'unchanged'
      : 'update';
  return { ok: true, input: parsed.data, values, action, existing, newManufacturer };
}
