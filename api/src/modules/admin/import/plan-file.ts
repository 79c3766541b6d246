import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { HttpError } from '../../../http/http-error';
import type { CatalogLookup } from './catalog-lookup';
import { type CsvRecord, DELIMITER_HEAD_BYTES, detectDelimiter, readCsvRecords } from './csv-file';
import { readImportFile, readImportFileHead } from './import-file';
import { type PlannedRow, planRow } from './plan-row';
import { cellsByColumn, type HeaderMap, readHeader } from './product-csv';
import { productsByCode, slugOwners } from './product-values';

/** Rows handled together: one query for their stored products, one transaction in the job. */
export const IMPORT_BATCH_SIZE = 500;

export interface RecordBatch {
  header: HeaderMap;
  records: CsvRecord[];
}

/**
 * The stored file's product rows in batches, after its header was checked (a bad header or an empty file is refused
 * with its code before any row is read). `db` only reads the file: any instance can.
 */
export async function* recordBatches(
  db: DbOrTransaction,
  fileId: number,
  batchSize = IMPORT_BATCH_SIZE,
): AsyncGenerator<RecordBatch> {
  let header: HeaderMap | undefined;
  let records: CsvRecord[] = [];
  const delimiter = detectDelimiter(await readImportFileHead(db, fileId, DELIMITER_HEAD_BYTES));
  for await (const record of readCsvRecords(readImportFile(db, fileId), delimiter)) {
    if (!header) {
      if ('malformed' in record) throw new HttpError('IMPORT_NOT_CSV', { reason: record.malformed });
      const read = readHeader(record.cells);
      if ('error' in read) throw new HttpError(read.error, { columns: read.columns.join(', ') });
      header = read.header;
      continue;
    }
    records.push(record);
    if (records.length >= batchSize) {
      yield { header, records };
      records = [];
    }
  }
  if (!header) throw new HttpError('IMPORT_EMPTY_FILE');
  if (records.length > 0) yield { header, records };
}

/** Codes and slugs met so far in the file: a second row with the same code (or another row's slug) is refused. */
export interface FileMemory {
  lineOfCode: Map<string, number>;
  codeOfSlug: Map<string, string>;
}

export const newFileMemory = (): FileMemory => ({ lineOfCode: new Map(), codeOfSlug: new Map() });

/** Adds what a batch met to the file's memory, once the batch is done with (the job: once it committed). */
export function rememberBatch(memory: FileMemory, seen: FileMemory): void {
  for (const [code, line] of seen.lineOfCode) memory.lineOfCode.set(code, line);
  for (const [slug, code] of seen.codeOfSlug) memory.codeOfSlug.set(slug, code);
}

/**
 * A batch's rows, each planned against the catalogue as `db` sees it now (the job passes its transaction), and the
 * codes and slugs the batch met (`seen`, for `rememberBatch`: a batch run again after a rollback starts afresh).
 */
export async function planBatch(
  db: DbOrTransaction,
  { header, records }: RecordBatch,
  lookup: CatalogLookup,
  memory: FileMemory,
): Promise<{ rows: { line: number; planned: PlannedRow }[]; seen: FileMemory }> {
  const seen = newFileMemory();
  const read = records.map((record) =>
    'malformed' in record
      ? { line: record.line, cells: undefined }
      : { line: record.line, cells: cellsByColumn(header, record.cells) },
  );
  const codes = read.flatMap((row) => (row.cells?.kod_proizvoda ? [row.cells.kod_proizvoda] : []));
  const stored = await productsByCode(db, codes);

  const planned = read.map(({ line, cells }): { line: number; planned: PlannedRow } => {
    if (!cells) return { line, planned: { ok: false, errors: [{ column: null, code: 'IMPORT_MALFORMED_ROW' }] } };
    const code = cells.kod_proizvoda ?? '';
    const result = planRow(cells, lookup, stored.get(code));
    return { line, planned: result };
  });

  const slugs = planned.flatMap(({ planned: row }) => (row.ok && row.values.slug ? [row.values.slug] : []));
  const owners = await slugOwners(db, slugs);
  const rows = planned.map(({ line, planned: row }) => {
    if (!row.ok) return { line, planned: row };
    const code = row.values.productCode;
    const firstLine = memory.lineOfCode.get(code) ?? seen.lineOfCode.get(code);
    if (firstLine !== undefined) {
      return { line, planned: failed('kod_proizvoda', 'IMPORT_DUPLICATE_CODE', { line: firstLine }) };
    }
    seen.lineOfCode.set(code, line);
    const slug = row.values.slug;
    if (slug) {
      const owner = memory.codeOfSlug.get(slug) ?? seen.codeOfSlug.get(slug) ?? owners.get(slug);
      if (owner !== undefined && owner !== code) return { line, planned: failed('slug', 'SLUG_TAKEN', { slug }) };
      seen.codeOfSlug.set(slug, code);
    }
    return { line, planned: row };
  });
  return { rows, seen };
}

function failed(
  column: 'kod_proizvoda' | 'slug',
  code: 'IMPORT_DUPLICATE_CODE' | 'SLUG_TAKEN',
  params: Record<string, string | number>,
): PlannedRow {
  return { ok: false, errors: [{ column, code, params }] };
}
