import type { Selectable } from 'kysely';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import type { ImportFilesTable } from '../../../db/schema';

/*
 * Uploaded CSV files (admin import), stored as numbered chunks so that neither the upload nor a reading holds the
 * whole file: admin-import/import-file.ts streams them in and out.
 */

export type ImportFileRow = Selectable<ImportFilesTable>;

/** A new, still empty file: its id. */
export async function insertImportFile(db: DbOrTransaction, now: string): Promise<number> {
  const { insertId } = await db.insertInto('import_files').values({ created_at: now }).executeTakeFirstOrThrow();
  return Number(insertId);
}

export async function insertImportFileChunk(
  db: DbOrTransaction,
  fileId: number,
  position: number,
  bytes: Buffer,
): Promise<void> {
  await db.insertInto('import_file_chunks').values({ file_id: fileId, position, bytes }).execute();
}

/** Marks the upload complete: from now on it reads as `chunkCount` chunks. */
export async function completeImportFile(
  db: DbOrTransaction,
  fileId: number,
  { byteSize, chunkCount }: { byteSize: number; chunkCount: number },
): Promise<void> {
  await db
    .updateTable('import_files')
    .set({ byte_size: byteSize, chunk_count: chunkCount })
    .where('id', '=', fileId)
    .execute();
}

export function findImportFile(db: DbOrTransaction, fileId: number): Promise<ImportFileRow | undefined> {
  return db.selectFrom('import_files').selectAll().where('id', '=', fileId).executeTakeFirst();
}

export async function findImportFileChunk(
  db: DbOrTransaction,
  fileId: number,
  position: number,
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('import_file_chunks')
    .select('bytes')
    .where('file_id', '=', fileId)
    .where('position', '=', position)
    .executeTakeFirst();
  return row?.bytes;
}

/** Deletes the file and its chunks (the chunks first: the foreign key would also cascade, but say it plainly). */
export async function deleteImportFile(db: DbOrTransaction, fileId: number): Promise<void> {
  await db.deleteFrom('import_file_chunks').where('file_id', '=', fileId).execute();
  await db.deleteFrom('import_files').where('id', '=', fileId).execute();
}

/** Files created before `before` that no job holds: uploads whose dry run never finished (a server stopped meanwhile). */
export async function listUnheldImportFiles(db: DbOrTransaction, before: string): Promise<number[]> {
  const rows = await db
    .selectFrom('import_files')
    .select('id')
    .where('created_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('import_jobs').select('import_jobs.id').whereRef('import_jobs.file_id', '=', 'import_files.id'),
        ),
      ),
    )
    .execute();
  return rows.map((row) => row.id);
}
