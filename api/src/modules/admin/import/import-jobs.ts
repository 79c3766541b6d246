import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/http-error';
import { staffUserOf } from '../../../plugins/app/staff-access';
import { checkImportFile } from './check-file';
import { isImportFileStored, removeImportFile } from './import-file';
import { listUnheldImportFiles } from './import-file-repository';
import {
  claimImportJob,
  findImportJob,
  findRunningImportJob,
  type ImportJobRow,
  insertImportJob,
  listExpiredCheckedJobs,
  listStalledImportJobs,
  releaseCheckedJobFile,
  updateImportJob,
} from './import-job-repository';
import { runImportJob } from './run-import';

/** A running job whose heartbeat (moved by every batch) is older than this has lost its process: it failed. */
export const IMPORT_STALL_MS = 60_000;
/** A checked file not imported within this is deleted (the dry run must then be done again). */
export const CHECKED_FILE_TTL_MS = 60 * 60_000;

/** The dry run of a file already stored: a `checked` job with its plan and row errors (the file is deleted on a bad header). */
export async function createCheckedJob(
  app: FastifyInstance,
  request: FastifyRequest,
  fileId: number,
  fileName: string,
): Promise<ImportJobRow> {
  await forgetExpiredFiles(app);
  let check: Awaited<ReturnType<typeof checkImportFile>>;
  try {
    check = await checkImportFile(app.db, fileId);
  } catch (error) {
    await removeImportFile(app.db, fileId);
    throw error;
  }
  const staff = staffUserOf(request);
  const id = await insertImportJob(app.db, {
    state: 'checked',
    file_name: fileName.slice(0, 255),
    file_id: fileId,
    user_id: staff.id,
    user_email: staff.email,
    total_rows: check.totalRows,
    invalid_rows: check.invalidRows,
    planned_create: check.planned.create,
    planned_update: check.planned.update,
    planned_unchanged: check.planned.unchanged,
    errors_json: JSON.stringify(check.errors),
  });
  return (await findImportJob(app.db, id)) as ImportJobRow;
}

/**
 * Starts a checked job in the background (one import at a time) and answers at once; `running` follows it.
 * The job holds the request for its audit entry (who started it, from where).
 */
export async function startJob(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  jobs: { running: Set<Promise<void>>; stopping: () => boolean },
): Promise<ImportJobRow> {
  await failStalledJobs(app);
  const job = await findImportJob(app.db, id);
  if (!job) throw new HttpError('IMPORT_JOB_NOT_FOUND');
  // The file is in the database, whichever instance checked it; expired (deleted), it cannot be imported.
  if (job.state !== 'checked' || !(await isImportFileStored(app.db, job.file_id)))
    throw new HttpError('IMPORT_JOB_NOT_STARTABLE');
  if (await findRunningImportJob(app.db)) throw new HttpError('IMPORT_ALREADY_RUNNING');
  if (!(await claimImportJob(app.db, id, new Date().toISOString()))) throw new HttpError('IMPORT_JOB_NOT_STARTABLE');
  // The job outlives the request, and `request.ip` reads the socket, which may be closed by the time the job ends:
  // the audit entry gets the address as it was at the start.
  const startedBy: FastifyRequest = Object.create(request, { ip: { value: request.ip } });
  // Read before the work starts: a small file can be done by the time a later read returns, and the answer is the
  // job as started (running, nothing processed yet), which the panel shows as its progress bar.
  const started = (await findImportJob(app.db, id)) as ImportJobRow;
  const work = runImportJob(app, startedBy, id, { stopping: jobs.stopping }).finally(() => jobs.running.delete(work));
  jobs.running.add(work);
  return started;
}

/** Running jobs with no heartbeat for IMPORT_STALL_MS (their API stopped mid-job) are marked failed: IMPORT_INTERRUPTED. */
export async function failStalledJobs(app: FastifyInstance): Promise<void> {
  const before = new Date(Date.now() - IMPORT_STALL_MS).toISOString();
  for (const job of await listStalledImportJobs(app.db, before)) {
    await updateImportJob(app.db, job.id, {
      state: 'failed',
      failure_code: 'IMPORT_INTERRUPTED',
      finished_at: new Date().toISOString(),
      file_id: null,
    });
    await removeImportFile(app.db, job.file_id);
  }
}

/**
 * Deletes uploads older than CHECKED_FILE_TTL_MS that no running job reads: dry runs never imported, and files a
 * stopped server left without a job (it was killed during their dry run). Any instance may do it.
 */
export async function forgetExpiredFiles(app: FastifyInstance): Promise<void> {
  const cutoff = new Date(Date.now() - CHECKED_FILE_TTL_MS).toISOString();
  for (const job of await listExpiredCheckedJobs(app.db, cutoff)) {
    // Only while still checked: a start that just won keeps its file.
    if (await releaseCheckedJobFile(app.db, job.id)) await removeImportFile(app.db, job.file_id);
  }
  for (const fileId of await listUnheldImportFiles(app.db, cutoff)) await removeImportFile(app.db, fileId);
}
