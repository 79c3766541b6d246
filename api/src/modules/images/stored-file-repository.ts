import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import type { StoredFilesTable } from '../../db/schema';

/** Longer paths are never stored (the column holds 500 characters): answer them without a query. */
const MAX_PATH_LENGTH = 500;

export type NewStoredFile = Insertable<StoredFilesTable> & { sha256: string };

export interface PublicFile {
  sha256: string;
  contentType: string;
  bytes: Buffer;
}

/** A stored_files row for the content: the key is its SHA-256, so identical content is one row. */
export function storedFileRow(contentType: string, bytes: Buffer): NewStoredFile {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { sha256, content_type: contentType, byte_size: bytes.length, bytes };
}

/** Stores contents; one already stored (same SHA-256) is left as it is. */
export async function storeFiles(db: DbOrTransaction, rows: readonly NewStoredFile[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('stored_files')
    .values([...rows])
    .orIgnore()
    .execute();
}

/** Stores the content and serves it at `path` (a new path: paths are never reused for other content, see below). */
export async function publishFile(
  db: DbOrTransaction,
  path: string,
  contentType: string,
  bytes: Buffer,
): Promise<void> {
  const row = storedFileRow(contentType, bytes);
  await storeFiles(db, [row]);
  await db.insertInto('public_files').values({ path, sha256: row.sha256 }).execute();
}

/**
 * What `path` serves, or undefined. Served as immutable (cached for a year), so a changed image gets a new path
 * rather than new content under an old one.
 */
export async function findPublicFile(db: DbOrTransaction, path: string): Promise<PublicFile | undefined> {
  if (path.length > MAX_PATH_LENGTH) return undefined;
  const row = await db
    .selectFrom('public_files')
    .innerJoin('stored_files', 'stored_files.sha256', 'public_files.sha256')
    .select(['stored_files.sha256', 'stored_files.content_type', 'stored_files.bytes'])
    .where('public_files.path', '=', path)
    .executeTakeFirst();
  return row && { sha256: row.sha256, contentType: row.content_type, bytes: row.bytes };
}
