import { loadConfig } from '../../config';
import { createDb } from '../../db/create-db';
import { InProcessSearchIndex } from './in-process-index';

/** The JS heap and typed arrays (the postings' bytes are outside the heap, in arrayBuffers), in bytes, after a GC. */
function held(): number {
  global.gc?.();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}
const megabytes = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

/**
 * `node --expose-gc … src/modules/search/measure-index.ts`: builds the search index from DATABASE_URL (migrated: the
 * benchmark's server did it) and prints, as one JSON line, how long the build took and how much memory the index
 * holds: what the process frees when the built index is dropped (so the database driver's buffers do not count).
 * Every API instance pays the build at start and holds the memory.
 */
async function main() {
  const db = createDb(loadConfig().database.url);
  try {
    const started = performance.now();
    let index: InProcessSearchIndex | undefined = new InProcessSearchIndex(db);
    await index.rebuild();
    const buildMs = Math.round(performance.now() - started);
    const stats = index.stats();
    const withIndex = held();
    index = undefined;
    const heapMB = megabytes(withIndex - held());
    const { arrayBytes: _, ...sizes } = stats;
    console.log(JSON.stringify({ ...sizes, buildMs, heapMB, rssMB: megabytes(process.memoryUsage().rss) }));
  } finally {
    await db.destroy();
  }
}

void main();
