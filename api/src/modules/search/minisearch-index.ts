import MiniSearch from 'minisearch';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { foldForSearch } from './normalize';
import {
  findSearchDocuments,
  listSearchDocuments,
  listSearchDocumentsChangedAfter,
  type SearchDocument,
} from './search-documents';
import type { SearchHits, SearchIndex } from './search-index';

/** Words of this length or more tolerate one typo (the rule). */
const TYPO_TOLERANT_LENGTH = 5;
/**
 * Typo tolerance is asked for only when the words as typed find fewer than this: fuzzy matching costs about twice
 * the time on a large catalogue, and a term that already finds a page of products needs no guessing.
 */
const FUZZY_BELOW_HITS = 10;

/*
 * The cost bounds of one query (issue 13): the API contract caps it at 100 characters; here at most MAX_TERMS words
 * are searched (the rest are ignored: a truncated answer, never an error), prefixes expand only from
 * PREFIX_MIN_LENGTH letters, typo tolerance applies to the MAX_FUZZY_TERMS longest words, and the fuzzy pass is
 * skipped when the exact pass already spent FUZZY_TIME_BUDGET_MS.
 */
const MAX_TERMS = 8;
/** Products read per query when many are reindexed at once (a CSV import). */
const REINDEX_BATCH = 500;
const PREFIX_MIN_LENGTH = 2;
const MAX_FUZZY_TERMS = 2;
const FUZZY_TIME_BUDGET_MS = 40;
const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** The words searched (distinct, the first MAX_TERMS) and those allowed one typo (folded, as the index sees them). */
export function boundedQuery(term: string): { text: string; fuzzyTerms: Set<string> } {
  const words = [...new Set(tokenize(term).filter(Boolean))].slice(0, MAX_TERMS);
  const longest = words
    .map((word) => foldForSearch(word))
    .filter((word) => word.length >= TYPO_TOLERANT_LENGTH)
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_FUZZY_TERMS);
  return { text: words.join(' '), fuzzyTerms: new Set(longest) };
}

/** What is kept per product besides the word index: its folded name, code and barcode. */
interface ProductKeys {
  name: string;
  code: string;
  barcode: string;
}

type TextDocument = Pick<SearchDocument, 'id' | 'name' | 'manufacturer'>;

function createWordIndex() {
  return new MiniSearch<TextDocument>({
    fields: ['name', 'manufacturer'],
    processTerm: (term) => foldForSearch(term) || null,
    searchOptions: {
      combineWith: 'AND',
      // A one-letter prefix would expand to a large part of the vocabulary (issue 13: one query stalled the API).
      prefix: (term: string) => term.length >= PREFIX_MIN_LENGTH,
      boost: { name: 2 },
    },
  });
}

const keysOf = (document: SearchDocument): ProductKeys => ({
  name: foldForSearch(document.name),
  code: foldForSearch(document.code),
  barcode: document.barcode,
});

/** The latest of `since` and the documents' ISO `updated_at` strings (ISO times sort as text). */
function newestUpdate(documents: { updated_at: string }[], since: string): string {
  let newest = since;
  for (const document of documents) if (document.updated_at > newest) newest = document.updated_at;
  return newest;
}

/** A multimap: a code or a barcode may (by mistake) belong to more than one product. */
function addTo(map: Map<string, number[]>, key: string, id: number) {
  const ids = map.get(key);
  if (ids) ids.push(id);
  else map.set(key, [id]);
}

function removeFrom(map: Map<string, number[]>, key: string, id: number) {
  const rest = (map.get(key) ?? []).filter((other) => other !== id);
  if (rest.length) map.set(key, rest);
  else map.delete(key);
}

/**
 * The in-process index: MiniSearch over the folded words of names and manufacturers (prefixes, one typo), plus exact
 * lookups by code and barcode. Codes and barcodes stay out of the word index: 100 000 unique terms would triple its
 * build time and memory at 50 000 products, and they are looked up whole. Enough for one machine's catalogue; the
 * SearchIndex interface lets a search server take over at scale.
 */
export class MiniSearchIndex implements SearchIndex {
  private words = createWordIndex();
  private keys = new Map<number, ProductKeys>();
  private byCode = new Map<string, number[]>();
  private byBarcode = new Map<string, number[]>();
  /** Every operation waits for the one before it, so a rebuild never races an update. */
  private queue: Promise<unknown> = Promise.resolve();
  private built = false;
  /** The newest `updated_at` the index has read: `syncChanges` picks up edits made after it. */
  private watermark = '';

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

  private async build(): Promise<void> {
    const documents = await listSearchDocuments(this.db);
    this.words = createWordIndex();
    this.keys = new Map();
    this.byCode = new Map();
    this.byBarcode = new Map();
    this.words.addAll(documents.map(({ id, name, manufacturer }) => ({ id, name, manufacturer })));
    for (const document of documents) this.addKeys(document);
    this.watermark = newestUpdate(documents, '');
    this.built = true;
  }

  /**
   * Re-reads the products whose `updated_at` moved past what the index has seen: edits made by another API instance,
   * or by code that did not call `reindexProducts`. (Deleted products still need `removeProduct`.)
   */
  syncChanges(): Promise<number> {
    return this.enqueue(async () => {
      if (!this.built) return 0;
      const changed = await listSearchDocumentsChangedAfter(this.db, this.watermark);
      for (const document of changed) {
        this.discard(document.id);
        if (Number(document.hidden) === 0) this.addDocument(document);
      }
      this.watermark = newestUpdate(changed, this.watermark);
      return changed.length;
    });
  }

  private addDocument(document: SearchDocument) {
    this.words.add({ id: document.id, name: document.name, manufacturer: document.manufacturer });
    this.addKeys(document);
  }

  private addKeys(document: SearchDocument) {
    const keys = keysOf(document);
    this.keys.set(document.id, keys);
    addTo(this.byCode, keys.code, document.id);
    addTo(this.byBarcode, keys.barcode, document.id);
  }

  /** Builds on first use (and again after a failed build, e.g. while the database was unreachable). */
  private ensureBuilt(): Promise<void> {
    return this.built ? Promise.resolve() : this.enqueue(() => (this.built ? Promise.resolve() : this.build()));
  }

  /** Exact code or barcode first, then names starting with the term, then other matches by MiniSearch's score. */
  async search(term: string, { offset, limit }: { offset: number; limit: number }): Promise<SearchHits> {
    await this.ensureBuilt();
    const folded = foldForSearch(term.trim());
    const exact = new Set([...(this.byCode.get(folded) ?? []), ...(this.byBarcode.get(folded) ?? [])]);
    const query = boundedQuery(term);
    const started = performance.now();
    const asTyped = this.words.search(query.text);
    const withinBudget = performance.now() - started < FUZZY_TIME_BUDGET_MS;
    const hits =
      asTyped.length < FUZZY_BELOW_HITS && withinBudget && query.fuzzyTerms.size > 0
        ? this.words.search(query.text, { fuzzy: (word: string) => (query.fuzzyTerms.has(word) ? 1 : false) })
        : asTyped;
    const ranked = hits
      .filter((hit) => !exact.has(hit.id))
      .map((hit) => ({ id: hit.id as number, score: hit.score, namePrefix: this.startsWith(hit.id, folded) }))
      .sort((a, b) => Number(b.namePrefix) - Number(a.namePrefix) || b.score - a.score || a.id - b.id);
    const ids = [...[...exact].sort((a, b) => a - b), ...ranked.map((hit) => hit.id)];
    return { ids: ids.slice(offset, offset + limit), total: ids.length };
  }

  private startsWith(id: number, folded: string): boolean {
    return this.keys.get(id)?.name.startsWith(folded) ?? false;
  }

  reindexProducts(productIds: readonly number[]): Promise<void> {
    return this.enqueue(async () => {
      if (!this.built) return; // the first build will read them
      for (let start = 0; start < productIds.length; start += REINDEX_BATCH) {
        const batch = productIds.slice(start, start + REINDEX_BATCH);
        const documents = await findSearchDocuments(this.db, batch);
        for (const id of batch) this.discard(id);
        for (const document of documents) this.addDocument(document);
      }
    });
  }

  removeProduct(productId: number): Promise<void> {
    return this.enqueue(async () => this.discard(productId));
  }

  private discard(productId: number) {
    if (this.words.has(productId)) this.words.discard(productId);
    const keys = this.keys.get(productId);
    if (!keys) return;
    this.keys.delete(productId);
    removeFrom(this.byCode, keys.code, productId);
    removeFrom(this.byBarcode, keys.barcode, productId);
  }

  get size(): number {
    return this.words.documentCount;
  }
}
