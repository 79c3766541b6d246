import { loadConfig } from '../../config';
import { createDb } from '../../db/create-db';
import { MiniSearchIndex } from './minisearch-index';

/**
 * `tsx src/modules/search/measure-index.ts`: builds the search index from DATABASE_URL once and prints, as one JSON line,
 * how long the build took and how much heap the index holds (for the benchmark; start-up pays this once).
 */
async function main() {
  const db = createDb(loadConfig().database.url);
  try {
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const index = new MiniSearchIndex(db);
    await index.rebuild();
    const buildMs = Math.round(performance.now() - started);
    global.gc?.();
    const heapMB = Math.round(((process.memoryUsage().heapUsed - heapBefore) / 1_048_576) * 10) / 10;
    console.log(JSON.stringify({ products: index.size, buildMs, heapMB }));
  } finally {
    await db.destroy();
  }
}

void main();
