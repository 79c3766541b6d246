import fp from 'fastify-plugin';
import { InProcessSearchIndex } from './in-process-index';
import type { SearchIndex } from './search-index';
import { SEARCH_LOG_FLUSH_MS, SearchLog } from './search-log';

declare module 'fastify' {
  interface FastifyInstance {
    searchIndex: SearchIndex;
    /** What shoppers searched, counted here and saved every few seconds (and on close). */
    searchLog: SearchLog;
  }
}

/**
 * How often each API instance picks up product edits it was not told about (made outside the API, or by another
 * instance while Redis was away); while Redis is unreachable, every DEGRADED_SYNC_INTERVAL_MS.
 */
const SYNC_INTERVAL_MS = 60_000;
const DEGRADED_SYNC_INTERVAL_MS = 5_000;

/**
 * Decorates `searchIndex` and starts building it once the server is ready, without delaying the start: the first
 * searches wait for the build. If the database is unreachable then, the next search builds it. Every minute (every
 * few seconds while Redis is unreachable) the index re-reads products whose `updated_at` changed.
 */
export default fp(
  async (app) => {
    const index = new InProcessSearchIndex(app.db);
    app.decorate('searchIndex', index);
    app.onCatalogChange(async ({ products = [], removedProducts = [], structure, synonyms, everything }) => {
      // Names of categories, subcategories and manufacturers, and the synonyms, are part of what the index matches.
      if (structure || synonyms || everything) await index.reloadStructure();
      // Messages may have been missed: catch up from `updated_at` (a deleted product is skipped by the results).
      if (everything) await index.syncChanges();
      await index.reindexProducts(products);
      for (const id of removedProducts) await index.removeProduct(id);
    });
    const log = new SearchLog(app.db);
    app.decorate('searchLog', log);
    const saveLog = () => log.flush().catch((error: unknown) => app.log.warn({ err: error }, 'search log not saved'));
    const saving = setInterval(saveLog, SEARCH_LOG_FLUSH_MS);
    saving.unref();
    app.addHook('onClose', async () => {
      clearInterval(saving);
      await saveLog();
    });
    let lastSync = Date.now();
    const sync = setInterval(() => {
      const due = app.cluster.state === 'degraded' ? DEGRADED_SYNC_INTERVAL_MS : SYNC_INTERVAL_MS;
      if (Date.now() - lastSync < due) return;
      lastSync = Date.now();
      index.syncChanges().catch((error: unknown) => app.log.warn({ err: error }, 'search index sync failed'));
    }, DEGRADED_SYNC_INTERVAL_MS);
    sync.unref();
    app.addHook('onClose', async () => clearInterval(sync));
    app.addHook('onReady', async () => {
      const started = performance.now();
      index.rebuild().then(
        () => app.log.info({ products: index.size, ms: Math.round(performance.now() - started) }, 'search index built'),
        (error: unknown) => app.log.warn({ err: error }, 'search index not built yet: the next search retries'),
      );
    });
  },
  { name: 'search-index', dependencies: ['cluster', 'db', 'catalog-changes'] },
);
