import { Readable } from 'node:stream';
import { type AdminProductFilter, PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '@shop/shared/contracts';
import { stringify } from 'csv-stringify';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { dialectOf } from '../../../db/dialect';
import { applyAdminProductFilter } from '../products';
import { type CatalogLookup, loadCatalogLookup } from './catalog-lookup';
import { formatFlag, formatKm, formatSpecifications, withFormulaGuard } from './product-csv';
import { productColumns, type StoredProduct, withSpecifications } from './product-values';

/** Products read per query: the export walks the table by id (keyset), never holding more than one page. */
export const EXPORT_PAGE_SIZE = 500;

type CsvRow = Record<ProductCsvColumn, string>;

/** A product as a CSV row: the same text the import reads back to the same product. */
export function productCsvRow(product: StoredProduct, lookup: CatalogLookup): CsvRow {
  const subcategory = lookup.subcategoryById.get(product.subcategoryId);
  return {
    kod_proizvoda: product.productCode,
    naziv: product.name,
    slug: product.slug,
    kratak_opis: product.shortDescription,
    barkod: product.barcode,
    naziv_proizvodjaca: lookup.manufacturerNameById.get(product.manufacturerId) ?? '',
    kategorija: subcategory ? (lookup.categorySlugById.get(subcategory.categoryId) ?? '') : '',
    podkategorija: subcategory?.slug ?? '',
    prodajna_cijena_sa_pdv: formatKm(product.priceMinor),
    akcijska_cijena_sa_pdv: formatKm(product.salePriceMinor),
    naAkciji: formatFlag(product.onSale),
    kolicina: String(product.stock),
    garancija: String(product.warrantyMonths),
    label: product.label ?? '',
    color: product.labelColor ?? '',
    specifikacije: formatSpecifications(product.specifications),
    skriven: formatFlag(product.hidden),
    url_slike: product.imageUrl,
    naziv_en: product.nameEn ?? '',
    kratak_opis_en: product.shortDescriptionEn ?? '',
    label_en: product.labelEn ?? '',
  };
}

/** The filtered products, a page at a time in id order. */
async function* filteredProducts(db: DbOrTransaction, filter: AdminProductFilter): AsyncGenerator<StoredProduct> {
  let afterId = 0;
  for (;;) {
    const rows = await applyAdminProductFilter(
      db.selectFrom('products as p').select(productColumns).where('p.id', '>', afterId),
      filter,
      dialectOf(db),
    )
      .orderBy('p.id')
      .limit(EXPORT_PAGE_SIZE)
      .execute();
    yield* await withSpecifications(db, rows);
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_PAGE_SIZE) return;
    afterId = last.id;
  }
}

/**
 * The CSV Excel opens as it is in BiH: `;` between cells, CRLF line ends and a UTF-8 BOM (without it Excel reads the
 * bytes as Windows-1250 and č/ć/đ/š/ž break); no cell is read as a formula (`withFormulaGuard`).
 */
export const excelCsv = () =>
  stringify({
    delimiter: ';',
    record_delimiter: '\r\n',
    bom: true,
    header: true,
    columns: [...PRODUCT_CSV_COLUMNS],
    cast: { string: (value) => withFormulaGuard(value) },
  });

/** The export as a stream: rows are read and written as the client takes them (backpressure), page by page. */
export async function exportProductsCsv(db: DbOrTransaction, filter: AdminProductFilter): Promise<Readable> {
  const lookup = await loadCatalogLookup(db);
  async function* rows() {
    for await (const product of filteredProducts(db, filter)) yield productCsvRow(product, lookup);
  }
  return Readable.from(rows()).pipe(excelCsv());
}

/** The template: the header and one example row, in a category the shop has (so it imports as it is). */
export async function productCsvTemplate(db: DbOrTransaction): Promise<Readable> {
  const subcategory = await db
    .selectFrom('subcategories as s')
    .innerJoin('categories as c', 'c.id', 's.category_id')
    .select(['s.slug as subcategory', 'c.slug as category'])
    .orderBy('c.position')
    .orderBy('s.position')
    .executeTakeFirst();
  const example: CsvRow = {
    kod_proizvoda: 'PRIMJER-001',
    naziv: 'Primjer proizvoda – čćđšž',
    slug: '',
    kratak_opis: 'Kratak opis proizvoda.',
    barkod: '4006381333931',
    naziv_proizvodjaca: 'Primjer d.o.o.',
    kategorija: subcategory?.category ?? 'kategorija',
    podkategorija: subcategory?.subcategory ?? 'podkategorija',
    prodajna_cijena_sa_pdv: '199,90',
    akcijska_cijena_sa_pdv: '179,90',
    naAkciji: '1',
    kolicina: '10',
    garancija: '24',
    label: 'Novo',
    color: '#d32f2f',
    specifikacije: 'Boja: crna; Težina: 1,2 kg',
    skriven: '0',
    url_slike: '',
    naziv_en: 'Example product',
    kratak_opis_en: 'A short description.',
    label_en: 'New',
  };
  return Readable.from([example]).pipe(excelCsv());
}
