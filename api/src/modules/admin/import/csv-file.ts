import type { Readable } from 'node:stream';
import { type CsvError, parse } from 'csv-parse';

/*
 * Reading an uploaded CSV (import-file.ts streams it from the database) as records, with csv-parse. Never the whole
 * file in memory.
 */

/** How much of the file's start `detectDelimiter` looks at: the header line, however wide. */
export const DELIMITER_HEAD_BYTES = 64 * 1024;

/**
 * `;` (Excel in the BiH locale) or `,`: whichever appears more often outside quotes in the header line (in `head`, the
 * file's first DELIMITER_HEAD_BYTES). A header of a single column has neither; `;` then.
 */
export function detectDelimiter(head: Buffer): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of head.toString('utf8')) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
  }
  return commas > semicolons ? ',' : ';';
}

/** One record of the file: its line (the line it ends on; 1 is the header) and its cells, or why it is unreadable. */
export type CsvRecord = { line: number; cells: string[] } | { line: number; malformed: string };

/**
 * The file's records in order. A record csv-parse cannot read (an unclosed quote, more or fewer cells than the
 * header, …) comes as `malformed` and the reading goes on; a BOM is dropped; empty lines are skipped.
 */
export async function* readCsvRecords(source: Readable, delimiter: string): AsyncGenerator<CsvRecord> {
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
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      while (skipped.length > 0) yield skipped.shift() as CsvRecord;
      yield { line: info.lines, cells: record };
    }
    while (skipped.length > 0) yield skipped.shift() as CsvRecord;
  } finally {
    // A reader that stops early (a bad header) must not leave the source reading on.
    source.destroy();
  }
}
