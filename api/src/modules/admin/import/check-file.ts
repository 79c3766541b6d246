import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { HttpError } from '../../../http/http-error';
import { loadCatalogLookup } from './catalog-lookup';
import { keepFirstErrors, type StoredRowError } from './job-view';
import { newFileMemory, planBatch, recordBatches, rememberBatch } from './plan-file';
import type { PlannedRow } from './plan-row';

export interface FileCheck {
  totalRows: number;
  invalidRows: number;
  planned: { create: number; update: number; unchanged: number };
  errors: StoredRowError[];
}

/** A refused row's errors, each with the row's line. */
export const rowErrors = (line: number, row: PlannedRow): StoredRowError[] =>
  row.ok ? [] : row.errors.map((error) => ({ line, ...error }));

/**
 * The dry run: reads the whole stored file batch by batch and plans every row against the catalogue, writing nothing. A bad
 * header or an empty file throws its HttpError.
 */
export async function checkImportFile(db: DbOrTransaction, fileId: number): Promise<FileCheck> {
  const lookup = await loadCatalogLookup(db);
  const memory = newFileMemory();
  const check: FileCheck = {
    totalRows: 0,
    invalidRows: 0,
    planned: { create: 0, update: 0, unchanged: 0 },
    errors: [],
  };
  for await (const batch of recordBatches(db, fileId)) {
    const { rows, seen } = await planBatch(db, batch, lookup, memory);
    rememberBatch(memory, seen);
    const errors: StoredRowError[] = [];
    for (const { line, planned } of rows) {
      check.totalRows++;
      if (planned.ok) check.planned[planned.action]++;
      else {
        check.invalidRows++;
        errors.push(...rowErrors(line, planned));
      }
    }
    check.errors = keepFirstErrors(check.errors, errors);
  }
  if (check.totalRows === 0) throw new HttpError('IMPORT_EMPTY_FILE');
  return check;
}
