import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type CsvError, parse } from 'csv-parse';
import { HttpError } from '../http/http-error';

/*
 * The uploaded CSV on disk: written as it arrives (checked to be UTF-8 text on the way), then read back as a stream
 * of records by csv-parse, as often as needed (the dry run, then the job). Never the whole file in memory.
 */

/**
 * Streams an upload into a new file under `directory`. Refuses (and removes) a file that is not UTF-8 text. The
 * caller's stream limit decides the size (`truncated` → IMPORT_FILE_TOO_LARGE).
 */
export async function saveUpload(
  upload: Readable & { truncated?: boolean },
  directory: string,
  maxBytes: number,
): Promise<string> {
  await mkdir(directory, { recursive: true });
  const filePath = path.join(directory, `${randomUUID()}.csv`);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const checkText = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        return done(new HttpError('IMPORT_NOT_CSV', { reason: 'UTF-8' }));
      }
      if (chunk.includes(0)) return done(new HttpError('IMPORT_NOT_CSV', { reason: 'binary' }));
      done(null, chunk);
    },
  });
  try {
    await pipeline(upload, checkText, createWriteStream(filePath));
    if (upload.truncated) throw new HttpError('IMPORT_FILE_TOO_LARGE', { max: Math.round(maxBytes / 1024 / 1024) });
    return filePath;
  } catch (error) {
    await removeFile(filePath);
    throw error;
  }
}

export async function removeFile(filePath: string | null): Promise<void> {
  if (filePath) await rm(filePath, { force: true });
}

/**
 * `;` (Excel in the BiH locale) or `,`: whichever appears more often outside quotes in the header line. A header of a
 * single column has neither; `;` then.
 */
export async function detectDelimiter(filePath: string): Promise<';' | ','> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const head = buffer.subarray(0, bytesRead).toString('utf8');
    let semicolons = 0;
    let commas = 0;
    let quoted = false;
    for (const char of head) {
      if (char === '"') quoted = !quoted;
      else if (!quoted && (char === '\n' || char === '\r')) break;
      else if (!quoted && char === ';') semicolons++;
      else if (!quoted && char === ',') commas++;
    }
    return commas > semicolons ? ',' : ';';
  } finally {
    await handle.close();
  }
}

/** One record of the file: its line (the line it ends on; 1 is the header) and its cells, or why it is unreadable. */
export type CsvRecord = { line: number; cells: string[] } | { line: number; malformed: string };

/**
 * The file's records in order. A record csv-parse cannot read (an unclosed quote, more or fewer cells than the
 * header, …) comes as `malformed` and the reading goes on; a BOM is dropped; empty lines are skipped.
 */
export async function* readCsvRecords(filePath: string, delimiter: string): AsyncGenerator<CsvRecord> {
  const skipped: CsvRecord[] = [];
  const parser = parse({
    delimiter,
    bom: true,
    info: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
  });
  parser.on('skip', (error: CsvError & { lines?: number }) => {
    skipped.push({ line: error.lines ?? 0, malformed: error.code });
  });
  const source = createReadStream(filePath);
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    while (skipped.length > 0) yield skipped.shift() as CsvRecord;
    yield { line: info.lines, cells: record };
  }
  while (skipped.length > 0) yield skipped.shift() as CsvRecord;
}
