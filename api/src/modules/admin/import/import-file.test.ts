import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { PRODUCT_CSV_MAX_BYTES } from '@shop/shared/contracts';
import { sql } from 'kysely';
import { testDatabases } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import {
  IMPORT_FILE_CHUNK_BYTES,
  isImportFileStored,
  readImportFile,
  readImportFileHead,
  saveUpload,
} from './import-file';

/** A line of text with two-byte letters, so pieces cut at fixed sizes split characters. */
const LINE = Buffer.from('BIG-1;Računar – čćđšž;"Procesor: Intel i5; RAM: 16 GB";1.299,90\r\n');
/** What busboy hands on: pieces of 64 KB. */
const PIECE_BYTES = 64 * 1024;

/** `size` bytes of LINE repeated, as an upload stream of PIECE_BYTES pieces (never built whole). */
function textUpload(size: number): Readable & { truncated?: boolean } {
  const period = Buffer.concat(Array.from({ length: Math.ceil(PIECE_BYTES / LINE.length) + 1 }, () => LINE));
  let offset = 0;
  return Readable.from(
    (function* () {
      while (offset < size) {
        const length = Math.min(PIECE_BYTES, size - offset);
        const start = offset % LINE.length;
        yield Buffer.from(period.subarray(start, start + length));
        offset += length;
      }
    })(),
    { objectMode: false },
  );
}

async function sha256Of(stream: AsyncIterable<Buffer>, eachPiece: (piece: Buffer) => void = () => {}) {
  const hash = createHash('sha256');
  for await (const piece of stream) {
    eachPiece(piece);
    hash.update(piece);
  }
  return hash.digest('hex');
}

describe.each(testDatabases())('CSV upload files stored in the database on $name', (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a file just under the 20 MB limit in chunks far below max_allowed_packet, and streams it back whole', async () => {
    const size = PRODUCT_CSV_MAX_BYTES - 1000;
    const fileId = await saveUpload(t.db, textUpload(size), PRODUCT_CSV_MAX_BYTES);

    const file = await t.db.selectFrom('import_files').selectAll().where('id', '=', fileId).executeTakeFirstOrThrow();
    expect(file).toMatchObject({ byte_size: size, chunk_count: Math.ceil(size / IMPORT_FILE_CHUNK_BYTES) });
    const { largest } = await sql<{ largest: number }>`
      select max(length(bytes)) as largest from import_file_chunks where file_id = ${fileId}`
      .execute(t.db)
      .then((result) => result.rows[0] as { largest: number });
    expect(Number(largest)).toBe(IMPORT_FILE_CHUNK_BYTES);

    // Read back chunk by chunk, the same bytes in the same order.
    let largestPiece = 0;
    const read = await sha256Of(readImportFile(t.db, fileId), (piece) => {
      largestPiece = Math.max(largestPiece, piece.length);
    });
    expect(read).toBe(await sha256Of(textUpload(size)));
    expect(largestPiece).toBeLessThanOrEqual(IMPORT_FILE_CHUNK_BYTES);
    expect((await readImportFileHead(t.db, fileId, 100)).toString('utf8')).toBe(
      Buffer.concat([LINE, LINE]).subarray(0, 100).toString('utf8'),
    );
  }, 60_000);

  it('keeps nothing of an upload cut at the size limit or that is not text', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('import_file_chunks')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await count();
    const cut = textUpload(3 * IMPORT_FILE_CHUNK_BYTES);
    cut.truncated = true;
    await expect(saveUpload(t.db, cut, 2 * IMPORT_FILE_CHUNK_BYTES)).rejects.toMatchObject({
      code: 'IMPORT_FILE_TOO_LARGE',
    });
    // Windows-1250's č (0xe8) after a chunk's worth of text: refused once some of the file is stored already.
    const text = Buffer.alloc(IMPORT_FILE_CHUNK_BYTES + 10, 'a');
    const latin2 = Readable.from([text, Buffer.from('Ra\xe8unar', 'latin1')]);
    await expect(saveUpload(t.db, latin2, PRODUCT_CSV_MAX_BYTES)).rejects.toMatchObject({ code: 'IMPORT_NOT_CSV' });
    const endsInsideALetter = Readable.from([text, Buffer.from([0x52, 0x61, 0xc4])]);
    await expect(saveUpload(t.db, endsInsideALetter, PRODUCT_CSV_MAX_BYTES)).rejects.toMatchObject({
      code: 'IMPORT_NOT_CSV',
    });
    expect(await count()).toBe(before);
    expect(await t.db.selectFrom('import_files').select('id').execute()).toHaveLength(1);
  });

  it('a removed file reads as an error, not as a shorter file', async () => {
    const fileId = await saveUpload(t.db, textUpload(2 * IMPORT_FILE_CHUNK_BYTES + 5), PRODUCT_CSV_MAX_BYTES);
    expect(await isImportFileStored(t.db, fileId)).toBe(true);
    await t.db.deleteFrom('import_file_chunks').where('file_id', '=', fileId).where('position', '=', 1).execute();
    await expect(sha256Of(readImportFile(t.db, fileId))).rejects.toThrow(/lost its chunk 1/);
    await t.db.deleteFrom('import_files').where('id', '=', fileId).execute();
    expect(await isImportFileStored(t.db, fileId)).toBe(false);
    await expect(sha256Of(readImportFile(t.db, fileId))).rejects.toThrow(/not stored/);
  });
});
