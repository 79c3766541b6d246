import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { HttpError } from '../../../http/http-error';
import {
  completeImportFile,
  deleteImportFile,
  findImportFile,
  findImportFileChunk,
  insertImportFile,
  insertImportFileChunk,
} from './import-file-repository';

/*
 * The uploaded CSV in the database (import_files, import_file_chunks), which every API instance shares: the dry run
 * may run on one instance and the job on another. Written as it arrives (checked to be UTF-8 text on the way), read
 * back as a stream as often as needed. At most a chunk or two in memory, never the whole file.
 */

/** Big enough that a 20 MB file is some 80 rows; far below MariaDB's max_allowed_packet (16 MB by default). */
export const IMPORT_FILE_CHUNK_BYTES = 256 * 1024;

/**
 * Streams an upload into a new stored file: its id. Refuses (and removes) a file that is not UTF-8 text. The
 * caller's stream limit decides the size (`truncated` → IMPORT_FILE_TOO_LARGE).
 */
export async function saveUpload(
  db: DbOrTransaction,
  upload: Readable & { truncated?: boolean },
  maxBytes: number,
): Promise<number> {
  const fileId = await insertImportFile(db, new Date().toISOString());
  try {
    await pipeline(upload, utf8TextOnly(), chunkWriter(db, fileId));
    if (upload.truncated) throw new HttpError('IMPORT_FILE_TOO_LARGE', { max: Math.round(maxBytes / 1024 / 1024) });
    return fileId;
  } catch (error) {
    // A database gone meanwhile may refuse this too: the start-up sweep removes the file an hour later.
    await removeImportFile(db, fileId).catch(() => undefined);
    throw error;
  }
}

/** Passes the bytes on while they are UTF-8 text, else fails with IMPORT_NOT_CSV. */
function utf8TextOnly(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        return done(new HttpError('IMPORT_NOT_CSV', { reason: 'UTF-8' }));
      }
      if (chunk.includes(0)) return done(new HttpError('IMPORT_NOT_CSV', { reason: 'binary' }));
      done(null, chunk);
    },
    // A file that ends inside a character is not UTF-8 either.
    flush(done) {
      try {
        decoder.decode();
        done();
      } catch {
        done(new HttpError('IMPORT_NOT_CSV', { reason: 'UTF-8' }));
      }
    },
  });
}

/** Stores what it is given as chunks of IMPORT_FILE_CHUNK_BYTES (the last one shorter); the end completes the file. */
function chunkWriter(db: DbOrTransaction, fileId: number): Writable {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let chunkCount = 0;
  let byteSize = 0;
  const store = async (bytes: Buffer) => {
    await insertImportFileChunk(db, fileId, chunkCount, bytes);
    chunkCount++;
    byteSize += bytes.length;
  };
  const storeFullChunks = async () => {
    while (pendingBytes >= IMPORT_FILE_CHUNK_BYTES) {
      const joined = Buffer.concat(pending);
      await store(joined.subarray(0, IMPORT_FILE_CHUNK_BYTES));
      pending = [joined.subarray(IMPORT_FILE_CHUNK_BYTES)];
      pendingBytes = joined.length - IMPORT_FILE_CHUNK_BYTES;
    }
  };
  return new Writable({
    write(piece: Buffer, _encoding, done) {
      pending.push(piece);
      pendingBytes += piece.length;
      // The upload waits for the insert (backpressure): no more than a chunk and a piece are held.
      storeFullChunks().then(() => done(), done);
    },
    final(done) {
      const rest = async () => {
        if (pendingBytes > 0) await store(Buffer.concat(pending));
        await completeImportFile(db, fileId, { byteSize, chunkCount });
      };
      rest().then(() => done(), done);
    },
  });
}

/** The stored file's bytes, in order, as a stream (one chunk read at a time, as the reader asks for more). */
export function readImportFile(db: DbOrTransaction, fileId: number): Readable {
  return Readable.from(chunksOf(db, fileId), { objectMode: false });
}

/** The file's first `maxBytes` bytes (fewer when it is shorter). */
export async function readImportFileHead(db: DbOrTransaction, fileId: number, maxBytes: number): Promise<Buffer> {
  const read: Buffer[] = [];
  let length = 0;
  for await (const chunk of chunksOf(db, fileId)) {
    read.push(chunk);
    length += chunk.length;
    if (length >= maxBytes) break;
  }
  return Buffer.concat(read).subarray(0, maxBytes);
}

/** Whether the file is stored whole (not expired, removed, or half uploaded). */
export async function isImportFileStored(db: DbOrTransaction, fileId: number | null): Promise<boolean> {
  return fileId !== null && (await findImportFile(db, fileId))?.chunk_count != null;
}

export async function removeImportFile(db: DbOrTransaction, fileId: number | null): Promise<void> {
  if (fileId !== null) await deleteImportFile(db, fileId);
}

/** A file removed (or never completed) fails the reading rather than reading as a shorter file. */
async function* chunksOf(db: DbOrTransaction, fileId: number): AsyncGenerator<Buffer> {
  const file = await findImportFile(db, fileId);
  if (file?.chunk_count == null) throw new Error(`import file ${fileId} is not stored (removed, or its upload failed)`);
  for (let position = 0; position < file.chunk_count; position++) {
    const bytes = await findImportFileChunk(db, fileId, position);
    if (!bytes) throw new Error(`import file ${fileId} lost its chunk ${position}`);
    yield bytes;
  }
}
