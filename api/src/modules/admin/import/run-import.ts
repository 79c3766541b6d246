import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { inRetriedTransaction } from '../../../db/retry-transaction';
import type { Database } from '../../../db/schema';
import { HttpError } from '../../../http/http-error';
import type { CatalogChanges } from '../../../plugins/app/catalog-changes';
import { recordAudit } from '../audit';
import { saveProduct } from '../products';
import { createProducts, type NewProductRow } from './bulk-create';
import { type CatalogLookup, ensureManufacturer, loadCatalogLookup, manufacturerKey } from './catalog-lookup';
import { rowErrors } from './check-file';
import { removeImportFile } from './import-file';
import { findImportJob, type ImportJobRow, updateImportJob } from './import-job-repository';
import { keepFirstErrors, type StoredRowError } from './job-view';
import { type FileMemory, newFileMemory, planBatch, type RecordBatch, recordBatches, rememberBatch } from './plan-file';
import type { PlannedRow } from './plan-row';

/** How often a running job says it is alive (IMPORT_STALL_MS in import-jobs.ts is several of these). */
export const HEARTBEAT_MS = 10_000;

interface Tally {
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  errors: StoredRowError[];
}

/** One batch's outcome: the tally after it (the products it created or changed are in its CatalogChanges). */
interface BatchOutcome {
  tally: Tally;
  lookup: CatalogLookup;
}

/**
 * The background job: the checked file again, batch by batch, each batch one transaction that writes its rows and
 * the job's progress together. Every row is planned again against the catalogue as it is now: unchanged rows are
 * skipped, changed products go through `saveProduct` (the editor's own write), new ones are inserted in bulk
 * (bulk-create.ts). A row `saveProduct` refuses (a slug taken since the dry run, …) counts as failed, and so do the
 * rows the dry run refused.
 * Each batch is one `app.writeCatalog` transaction: once it commits, the shop's caches and search index follow. At
 * the end: one audit entry, the job done, the file deleted. An unexpected error marks the job failed (IMPORT_FAILED) the same way, and so does a
 * shutdown of the server (IMPORT_INTERRUPTED, between two batches).
 */
export async function runImportJob(
  app: FastifyInstance,
  request: FastifyRequest,
  jobId: number,
  { stopping }: { stopping: () => boolean },
): Promise<void> {
  const job = await findImportJob(app.db, jobId);
  if (!job?.file_id) return;
  let tally: Tally = { processed: 0, created: 0, updated: 0, unchanged: 0, failed: 0, errors: [] };
  // Alive while it works, also between batches (the index catching up): only a job whose process is gone stalls.
  const heartbeat = setInterval(() => {
    updateImportJob(app.db, jobId, { heartbeat_at: new Date().toISOString() }).catch((error: unknown) =>
      app.log.warn({ err: error, jobId }, 'CSV import: heartbeat not written'),
    );
  }, HEARTBEAT_MS);
  try {
    let lookup = await loadCatalogLookup(app.db);
    const memory = newFileMemory();
    for await (const batch of recordBatches(app.db, job.file_id)) {
      // The server is shutting down: stop between batches, everything so far committed and counted.
      if (stopping()) {
        return await finishJob(app, request, job, tally, 'IMPORT_INTERRUPTED');
      }
      const outcome = await app.writeCatalog((trx, changes) =>
        importBatch(trx, changes, batch, { job, tally, lookup, memory, siteUrl: request.siteOrigin() }),
      );
      ({ tally, lookup } = outcome);
      rememberBatch(memory, outcome.seen);
    }
    await finishJob(app, request, job, tally, null);
  } catch (error) {
    app.log.error({ err: error, jobId }, 'CSV import failed');
    await finishJob(app, request, job, tally, 'IMPORT_FAILED').catch((finishError: unknown) =>
      app.log.error({ err: finishError, jobId }, 'CSV import: could not record the failure'),
    );
  } finally {
    clearInterval(heartbeat);
  }
}

async function importBatch(
  trx: Transaction<Database>,
  changes: CatalogChanges,
  batch: RecordBatch,
  context: { job: ImportJobRow; tally: Tally; lookup: CatalogLookup; memory: FileMemory; siteUrl: string | undefined },
): Promise<BatchOutcome & { seen: FileMemory }> {
  // Copies: a rolled-back attempt must leave no trace (a manufacturer id it created, codes it met).
  const lookup: CatalogLookup = {
    ...context.lookup,
    manufacturerIdByName: new Map(context.lookup.manufacturerIdByName),
    manufacturerNameById: new Map(context.lookup.manufacturerNameById),
  };
  const tally = { ...context.tally };
  const errors: StoredRowError[] = [];
  const { rows, seen } = await planBatch(trx, batch, lookup, context.memory);
  const creates: NewProductRow[] = [];
  const count = (line: number, saved: SavedRow) => {
    if ('error' in saved) {
      tally.failed++;
      errors.push({ line, ...saved.error });
    } else if (!saved.changed) tally.unchanged++;
    else {
      if (saved.created) tally.created++;
      else tally.updated++;
      changes.product(saved.id);
    }
  };
  for (const { line, planned } of rows) {
    tally.processed++;
    if (!planned.ok) {
      tally.failed++;
      errors.push(...rowErrors(line, planned));
    } else if (planned.action === 'unchanged') tally.unchanged++;
    else if (planned.action === 'create')
      creates.push({ line, input: planned.input, newManufacturer: planned.newManufacturer });
    else count(line, await saveRow(trx, changes, planned, lookup, context.siteUrl));
  }
  const bulk = await createProducts(trx, creates, lookup);
  for (const { line, id } of bulk.created) count(line, { id, created: true, changed: true });
  for (const row of bulk.slugTaken) {
    count(row.line, { error: { column: 'slug', code: 'SLUG_TAKEN', params: { slug: row.input.slug ?? '' } } });
  }
  for (const row of bulk.oneByOne) {
    count(row.line, await saveRow(trx, changes, { ...row, existing: undefined }, lookup, context.siteUrl));
  }
  tally.errors = keepFirstErrors(context.tally.errors, errors);
  await updateImportJob(trx, context.job.id, {
    processed_rows: tally.processed,
    created: tally.created,
    updated: tally.updated,
    unchanged: tally.unchanged,
    failed: tally.failed,
    errors_json: JSON.stringify(tally.errors),
    heartbeat_at: new Date().toISOString(),
  });
  // The codes and slugs it met join the file's memory only once committed (`seen`): a retried attempt starts afresh.
  return { tally, lookup, seen };
}

type SavedRow = { id: number; created: boolean; changed: boolean } | { error: Omit<StoredRowError, 'line'> };

/** Saves one row with `saveProduct`: a refused save (a slug or code taken meanwhile, …) counts as a failed row. */
async function saveRow(
  trx: Transaction<Database>,
  changes: CatalogChanges,
  planned: Pick<Extract<PlannedRow, { ok: true }>, 'input' | 'existing' | 'newManufacturer'>,
  lookup: CatalogLookup,
  siteUrl: string | undefined,
): Promise<SavedRow> {
  // saveProduct refuses (HttpError) before it writes anything; only a manufacturer created for the row needs undoing.
  const newManufacturer =
    planned.newManufacturer !== null && !lookup.manufacturerIdByName.has(manufacturerKey(planned.newManufacturer))
      ? planned.newManufacturer
      : null;
  if (newManufacturer) await sql`savepoint import_row`.execute(trx);
  try {
    const manufacturerId = planned.newManufacturer
      ? await ensureManufacturer(trx, lookup, planned.newManufacturer)
      : planned.input.manufacturerId;
    const result = await saveProduct(
      trx,
      changes,
      { ...planned.input, manufacturerId },
      { existing: planned.existing, siteUrl },
    );
    if (newManufacturer) await sql`release savepoint import_row`.execute(trx);
    return result;
  } catch (error) {
    if (newManufacturer) {
      await sql`rollback to savepoint import_row`.execute(trx);
      lookup.manufacturerIdByName.delete(manufacturerKey(newManufacturer));
    }
    if (error instanceof HttpError) {
      const column =
        error.code === 'SLUG_TAKEN' ? 'slug' : error.code === 'PRODUCT_CODE_TAKEN' ? 'kod_proizvoda' : null;
      return { error: { column, code: error.code, params: error.params } };
    }
    throw error;
  }
}

/** Ends the job (done, or failed with `failureCode`), records the one audit entry of the import, forgets the file. */
async function finishJob(
  app: FastifyInstance,
  request: FastifyRequest,
  job: ImportJobRow,
  tally: Tally,
  failureCode: 'IMPORT_FAILED' | 'IMPORT_INTERRUPTED' | null,
): Promise<void> {
  // Gone before the job reads as ended: whoever sees it done sees no file left behind.
  await removeImportFile(app.db, job.file_id);
  await inRetriedTransaction(app.db, async (trx) => {
    const counts = {
      totalRows: job.total_rows,
      created: tally.created,
      updated: tally.updated,
      unchanged: tally.unchanged,
      failed: tally.failed,
    };
    await updateImportJob(trx, job.id, {
      state: failureCode ? 'failed' : 'done',
      failure_code: failureCode,
      finished_at: new Date().toISOString(),
      file_id: null,
    });
    await recordAudit(trx, request, {
      action: 'product.import',
      entity: 'import',
      entityId: job.id,
      after: { fileName: job.file_name, ...counts, ...(failureCode && { failure: failureCode }) },
    });
  });
}
