import type { DbOrTransaction } from '../../db/db-or-transaction';
import { CatalogStructure } from './catalog-structure';
import { InvertedIndex } from './inverted-index';
import { matchQuery, nearestQuery, subcategoriesNamedBy } from './match-query';
import {
  DOCUMENT_BATCH,
  findProductsByCode,
  findSearchDocuments,
  listSearchDocuments,
  listSearchDocumentsChangedAfter,
  loadCatalogStructure,
  type SearchDocument,
} from './search-documents';
import type { SearchIndex, SearchMatch } from './search-index';
import { forgetIndexedTexts } from './tokens';

/** The latest of `since` and the documents' ISO `updatedAt` strings (ISO times sort as text). */
function newestUpdate(documents: readonly SearchDocument[], since: string): string {
  let newest = since;
  for (const document of documents) if (document.updatedAt > newest) newest = document.updatedAt;
  return newest;
}

/**
 * Matches of recent queries, until the index or the names change: the header asks for the products and the
 * subcategory rows of a term, the results page for the same term again (and again for each page scrolled and each
 * filter chosen), and many shoppers type the same words.
 */
const RECENT_MATCHES = 500;

/**
 * The search index in the API process (decision 016): the products' words in compact arrays (`InvertedIndex`), the
 * catalogue's names and the synonym table (`CatalogStructure`). Each instance holds its own and follows changes
 * through the changes catalogue writes record (`app.writeCatalog`, the cluster bus), plus a sweep of `updated_at`
 * for edits made outside the API.
 * Prices and stock are not in it: the routes read them from the database for the products found.
 */
export class InProcessSearchIndex implements SearchIndex {
  private index = new InvertedIndex();
  private structure = CatalogStructure.empty;
  /** Every operation waits for the one before it, so a rebuild never races an update. */
  private queue: Promise<unknown> = Promise.resolve();
  private built = false;
  /** The newest `updated_at` the index has read: `syncChanges` picks up edits made after it. */
  private watermark = '';
  private readonly recent = new Map<string, SearchMatch>();
  /** The names and synonyms the structure was built from (the sweep rebuilds it only when they changed). */
  private names = '';

  constructor(private readonly db: DbOrTransaction) {}

  /** Runs `task` after everything queued before it; a failure does not block what comes next. */
  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  rebuild(): Promise<void> {
    return this.enqueue(() => this.build());
  }

  /** Reads everything into a new index and swaps it in at the end: searches meanwhile use the old one. */
  private async build(): Promise<void> {
    const rows = await loadCatalogStructure(this.db);
    const structure = new CatalogStructure(rows);
    const index = new InvertedIndex();
    let watermark = '';
    for (let afterId = 0; ; ) {
      const documents = await listSearchDocuments(this.db, afterId, DOCUMENT_BATCH);
      for (const document of documents) index.add(document);
      watermark = newestUpdate(documents, watermark);
      if (documents.length < DOCUMENT_BATCH) break;
      afterId = (documents[documents.length - 1] as SearchDocument).id;
    }
    forgetIndexedTexts();
    index.fit();
    this.index = index;
    this.structure = structure;
    this.names = JSON.stringify(rows);
    this.watermark = watermark;
    this.built = true;
    this.changed();
  }

  /** Builds on first use (and again after a failed build, e.g. while the database was unreachable). */
  private ensureBuilt(): Promise<void> {
    return this.built ? Promise.resolve() : this.enqueue(() => (this.built ? Promise.resolve() : this.build()));
  }

  async search(term: string): Promise<SearchMatch> {
    await this.ensureBuilt();
    const known = this.recent.get(term);
    if (known) {
      // Most recently used last: the oldest goes first.
      this.recent.delete(term);
      this.recent.set(term, known);
      return known;
    }
    const changes = this.changes;
    const codeMatches = await findProductsByCode(this.db, term);
    const match = matchQuery(this.index, this.structure, term, codeMatches);
    // A change while the codes were read: this match may not show it, so it is not kept.
    if (changes === this.changes) {
      if (this.recent.size >= RECENT_MATCHES) this.recent.delete(this.recent.keys().next().value as string);
      this.recent.set(term, match);
    }
    return match;
  }

  /** Counts the changes of the index and its names; each one drops the recent matches. */
  private changes = 0;

  private changed() {
    this.changes++;
    this.recent.clear();
  }

  async didYouMean(term: string): Promise<string | null> {
    await this.ensureBuilt();
    return nearestQuery(this.index, this.structure, term);
  }

  async subcategoriesNamed(term: string, limit: number) {
    await this.ensureBuilt();
    return subcategoriesNamedBy(this.index, this.structure, term)
      .flatMap(({ id }) => {
        const subcategory = this.structure.subcategory(id);
        const products = this.index.productsIn(id);
        return subcategory && products > 0 ? [{ subcategory, products }] : [];
      })
      .slice(0, limit);
  }

  /**
   * Re-reads the products whose `updated_at` moved past what the index has seen: edits made by another API instance
   * while Redis was away, or by code that did not call `reindexProducts`. (Deleted products still need
   * `removeProduct`.) The names and synonyms are read again too.
   */
  syncChanges(): Promise<number> {
    return this.enqueue(async () => {
      if (!this.built) return 0;
      const rows = await loadCatalogStructure(this.db);
      const names = JSON.stringify(rows);
      const changed = await listSearchDocumentsChangedAfter(this.db, this.watermark);
      if (names !== this.names || changed.length > 0) {
        this.structure = new CatalogStructure(rows);
        this.names = names;
        this.apply(changed);
        this.changed();
      }
      this.watermark = newestUpdate(changed, this.watermark);
      return changed.length;
    });
  }

  private apply(documents: readonly SearchDocument[]) {
    for (const document of documents) {
      if (document.hidden) this.index.remove(document.id);
      else this.index.add(document);
    }
  }

  reindexProducts(productIds: readonly number[]): Promise<void> {
    return this.enqueue(async () => {
      if (!this.built) return; // the first build will read them
      for (let start = 0; start < productIds.length; start += DOCUMENT_BATCH) {
        const batch = productIds.slice(start, start + DOCUMENT_BATCH);
        const documents = await findSearchDocuments(this.db, batch);
        if (documents.some((d) => !this.structure.knowsProductOf(d.subcategoryId, d.manufacturerId))) {
          const rows = await loadCatalogStructure(this.db);
          this.structure = new CatalogStructure(rows);
          this.names = JSON.stringify(rows);
        }
        const found = new Set(documents.map((document) => document.id));
        for (const id of batch) if (!found.has(id)) this.index.remove(id);
        this.apply(documents);
        this.changed();
      }
    });
  }

  removeProduct(productId: number): Promise<void> {
    return this.enqueue(async () => {
      this.index.remove(productId);
      this.changed();
    });
  }

  reloadStructure(): Promise<void> {
    return this.enqueue(async () => {
      if (!this.built) return;
      const rows = await loadCatalogStructure(this.db);
      this.structure = new CatalogStructure(rows);
      this.names = JSON.stringify(rows);
      this.changed();
    });
  }

  get size(): number {
    return this.index.size;
  }

  stats() {
    return this.index.stats();
  }
}
