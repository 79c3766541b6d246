import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import type { ImportJobsTable } from '../../../db/schema';

export type ImportJobRow = Selectable<ImportJobsTable>;
export type NewImportJob = Insertable<ImportJobsTable>;
export type ImportJobChange = Updateable<ImportJobsTable>;

export async function insertImportJob(db: DbOrTransaction, job: NewImportJob): Promise<number> {
  const { insertId } = await db.insertInto('import_jobs').values(job).executeTakeFirstOrThrow();
  return Number(insertId);
}

export function findImportJob(db: DbOrTransaction, id: number): Promise<ImportJobRow | undefined> {
  return db.selectFrom('import_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateImportJob(db: DbOrTransaction, id: number, change: ImportJobChange): Promise<void> {
  await db.updateTable('import_jobs').set(change).where('id', '=', id).execute();
}

/**
 * Moves a checked job to running, only if it is still checked and no other job runs: true when this call won.
 * (Two starts at once: the conditional update lets one through; the running-job check covers a second file.)
 */
export async function claimImportJob(db: DbOrTransaction, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('import_jobs')
    .set({ state: 'running', started_at: now, heartbeat_at: now })
    .where('id', '=', id)
    .where('state', '=', 'checked')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findRunningImportJob(db: DbOrTransaction): Promise<ImportJobRow | undefined> {
  return db
    .selectFrom('import_jobs')
    .selectAll()
    .where('state', '=', 'running')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The running job, else the one started last (a job that was only checked does not count). */
export async function findCurrentImportJob(db: DbOrTransaction): Promise<ImportJobRow | undefined> {
  return (
    (await findRunningImportJob(db)) ??
    db
      .selectFrom('import_jobs')
      .selectAll()
      .where('state', 'in', ['done', 'failed'])
      .orderBy('id', 'desc')
      .executeTakeFirst()
  );
}

/** Running jobs whose heartbeat is older than `before`: their process is gone. */
export function listStalledImportJobs(db: DbOrTransaction, before: string): Promise<ImportJobRow[]> {
  return db
    .selectFrom('import_jobs')
    .selectAll()
    .where('state', '=', 'running')
    .where('heartbeat_at', '<', before)
    .execute();
}

/** Checked jobs (dry runs never started) older than `before`, still holding their file. */
export function listExpiredCheckedJobs(db: DbOrTransaction, before: string): Promise<ImportJobRow[]> {
  return db
    .selectFrom('import_jobs')
    .selectAll()
    .where('state', '=', 'checked')
    .where('created_at', '<', before)
    .where('file_id', 'is not', null)
    .execute();
}

/**
 * Lets go of a checked job's file, only while the job is still checked: true when this call did (then the file is
 * the caller's to delete). A start that won the race keeps its file.
 */
export async function releaseCheckedJobFile(db: DbOrTransaction, id: number): Promise<boolean> {
  const result = await db
    .updateTable('import_jobs')
    .set({ file_id: null })
    .where('id', '=', id)
    .where('state', '=', 'checked')
    .where('file_id', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
