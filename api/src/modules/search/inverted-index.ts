import { IntList } from './postings';
import { indexWords, phraseKey, type Word } from './tokens';

/**
 * Where a word was found in a product, and what it weighs there (the subcategory, category and manufacturer are not
 * in the postings: `StructureIndex` matches their names once, for all their products).
 */
export const FIELDS = ['name', 'spec', 'description'] as const;
export type Field = (typeof FIELDS)[number];
const FIELD_BITS = 2;
const FIELD_MASK = (1 << FIELD_BITS) - 1;
export const postingSlot = (posting: number) => posting >>> FIELD_BITS;
export const postingField = (posting: number) => posting & FIELD_MASK;
export const fieldIndex = (field: Field) => FIELDS.indexOf(field);
const fieldCode = (field: Field) => FIELDS.indexOf(field);

/** What the index reads of one product. */
export interface IndexedProduct {
  id: number;
  subcategoryId: number;
  manufacturerId: number;
  name: string;
  /** The English name where staff wrote one (decision 019): its words find the product as its name's do. */
  englishName: string | null;
  /** The short description, in both languages. */
  description: string;
  /** Specification values, with their English where `english_terms` has it. */
  specifications: readonly string[];
}

/** Dead slots (edited or removed products) are dropped from the postings once they are this many… */
const COMPACT_MIN_DEAD = 1_000;
/** …and this share of all slots. */
const COMPACT_DEAD_SHARE = 0.25;

/** Edit distance of at most `max` between two words (Levenshtein, stopped early once it must exceed `max`). */
export function withinDistance(a: string, b: string, max: number): number | undefined {
  if (Math.abs(a.length - b.length) > max) return undefined;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return undefined;
    previous = current;
  }
  const distance = previous[b.length] as number;
  return distance <= max ? distance : undefined;
}

/**
 * The products' words in compact arrays: one posting (slot << 2 | field) per word and field of a product, slots in
 * the order products were added, so every posting list is sorted. An edited product gets a new slot and its old one
 * is marked dead (skipped by every query) until enough are dead to rewrite the lists (`compact`). Codes and barcodes
 * are not in it: they are looked up whole in the database (their indexes), where 100 000 unique words cost nothing.
 */
export class InvertedIndex {
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[] = [];
  /** A readable form of each term (first seen, with diacritics), for "did you mean". */
  private readonly displays: string[] = [];
  private readonly postingLists: IntList[] = [];
  /** Every term, sorted, for prefix lookups (kept sorted as terms arrive). */
  private readonly sortedTerms: string[] = [];

  /** Per slot. */
  private readonly productIds = new IntList(1024);
  private readonly subcategoryIds = new IntList(1024);
  private readonly manufacturerIds = new IntList(1024);
  private alive = new Uint8Array(1024);
  /** The name before its first comma ("brand model"), as `phraseKey`: exact name/model matches. */
  private heads: string[] = [];
  private readonly slotOf = new Map<number, number>();
  private deadSlots = 0;
  private readonly productsPerSubcategory = new Map<number, number>();
  /** Products per subcategory and manufacturer (`cellOf`): a search that found all of a cell names it, not its ids. */
  private readonly productsPerCell = new Map<number, number>();
  /** Each subcategory's and manufacturer's slots (dead ones until the next compaction): their names' matches. */
  private readonly slotsBySubcategory = new Map<number, IntList>();
  private readonly slotsByManufacturer = new Map<number, IntList>();

  get slotCount(): number {
    return this.productIds.length;
  }

  get size(): number {
    return this.slotOf.size;
  }

  has(productId: number): boolean {
    return this.slotOf.has(productId);
  }

  add(product: IndexedProduct): void {
    this.remove(product.id);
    const slot = this.productIds.length;
    this.productIds.push(product.id);
    this.subcategoryIds.push(product.subcategoryId);
    this.manufacturerIds.push(product.manufacturerId);
    if (slot >= this.alive.length) {
      const grown = new Uint8Array(this.alive.length * 2);
      grown.set(this.alive);
      this.alive = grown;
    }
    this.alive[slot] = 1;
    this.heads.push(phraseKey(product.name.split(',')[0] ?? ''));
    this.slotOf.set(product.id, slot);
    this.countIn(product.subcategoryId, product.manufacturerId, 1);
    listIn(this.slotsBySubcategory, product.subcategoryId).push(slot);
    listIn(this.slotsByManufacturer, product.manufacturerId).push(slot);
    const seen = new Set<number>();
    const post = (words: Word[], field: Field) => {
      const code = fieldCode(field);
      for (const word of words) {
        const termId = this.termIdFor(word);
        const key = termId * 4 + code;
        if (seen.has(key)) continue;
        seen.add(key);
        (this.postingLists[termId] as IntList).push((slot << FIELD_BITS) | code);
      }
    };
    post(indexWords(product.name), 'name');
    if (product.englishName) post(indexWords(product.englishName), 'name');
    for (const value of product.specifications) post(indexWords(value), 'spec');
    post(indexWords(product.description), 'description');
  }

  remove(productId: number): void {
    const slot = this.slotOf.get(productId);
    if (slot === undefined) return;
    this.slotOf.delete(productId);
    this.alive[slot] = 0;
    this.deadSlots++;
    this.countIn(this.subcategoryIds.get(slot), this.manufacturerIds.get(slot), -1);
    if (this.deadSlots >= COMPACT_MIN_DEAD && this.deadSlots >= this.slotCount * COMPACT_DEAD_SHARE) this.compact();
  }

  private countIn(subcategoryId: number, manufacturerId: number, change: number) {
    this.productsPerSubcategory.set(subcategoryId, (this.productsPerSubcategory.get(subcategoryId) ?? 0) + change);
    const cell = cellOf(subcategoryId, manufacturerId);
    this.productsPerCell.set(cell, (this.productsPerCell.get(cell) ?? 0) + change);
  }

  /** How many (visible) products a cell (`cellOf`) has. */
  productsInCell(cell: number): number {
    return this.productsPerCell.get(cell) ?? 0;
  }

  /** The slots of a subcategory's (or a manufacturer's) products, dead ones included (callers check `alive`). */
  slotsInSubcategory(subcategoryId: number): Int32Array {
    return this.slotsBySubcategory.get(subcategoryId)?.view() ?? NO_SLOTS;
  }

  slotsOfManufacturer(manufacturerId: number): Int32Array {
    return this.slotsByManufacturer.get(manufacturerId)?.view() ?? NO_SLOTS;
  }

  /** How many (visible) products the subcategory has. */
  productsIn(subcategoryId: number): number {
    return this.productsPerSubcategory.get(subcategoryId) ?? 0;
  }

  private termIdFor(word: Word): number {
    let id = this.termIds.get(word.stem);
    if (id === undefined) {
      id = this.terms.length;
      this.termIds.set(word.stem, id);
      this.terms.push(word.stem);
      this.displays.push(word.display === word.stem ? word.stem : word.display);
      this.postingLists.push(new IntList(2));
      this.sortedTerms.splice(lowerBound(this.sortedTerms, word.stem), 0, word.stem);
    }
    return id;
  }

  /** Renumbers the live slots from 0 and drops the dead ones from every list. */
  private compact(): void {
    const renumbered = new Int32Array(this.slotCount).fill(-1);
    let next = 0;
    for (let slot = 0; slot < this.slotCount; slot++) if (this.alive[slot]) renumbered[slot] = next++;
    const moved = (slot: number) => {
      const to = renumbered[slot] as number;
      return to < 0 ? undefined : to;
    };
    for (const list of this.postingLists) {
      list.rewrite((posting) => {
        const to = moved(posting >>> FIELD_BITS);
        return to === undefined ? undefined : (to << FIELD_BITS) | (posting & FIELD_MASK);
      });
    }
    const keepSlot = (column: IntList) => {
      let slot = 0;
      column.rewrite((value) => ((renumbered[slot++] as number) < 0 ? undefined : value));
    };
    for (const lists of [this.slotsBySubcategory, this.slotsByManufacturer]) {
      for (const list of lists.values()) list.rewrite(moved);
    }
    keepSlot(this.productIds);
    keepSlot(this.subcategoryIds);
    keepSlot(this.manufacturerIds);
    this.heads = this.heads.filter((_, slot) => (renumbered[slot] as number) >= 0);
    this.alive = new Uint8Array(Math.max(1024, next * 2));
    this.alive.fill(1, 0, next);
    for (const [productId, slot] of this.slotOf) this.slotOf.set(productId, renumbered[slot] as number);
    this.deadSlots = 0;
  }

  /** Frees the lists' spare capacity: a built index holds only its postings. */
  fit(): void {
    for (const list of this.postingLists) list.fit();
    for (const lists of [this.slotsBySubcategory, this.slotsByManufacturer])
      for (const list of lists.values()) list.fit();
  }

  // --- what queries read ---

  isAlive(slot: number): boolean {
    return this.alive[slot] === 1;
  }

  productId(slot: number): number {
    return this.productIds.get(slot);
  }

  subcategoryId(slot: number): number {
    return this.subcategoryIds.get(slot);
  }

  manufacturerId(slot: number): number {
    return this.manufacturerIds.get(slot);
  }

  head(slot: number): string {
    return this.heads[slot] as string;
  }

  slotOfProduct(productId: number): number | undefined {
    return this.slotOf.get(productId);
  }

  termId(term: string): number | undefined {
    return this.termIds.get(term);
  }

  /**
   * The term's postings (`slot << FIELD_BITS | field`, see `postingSlot` and `postingField`), dead slots included
   * (callers check `alive`). A view: read it before the index changes.
   */
  postings(termId: number): Int32Array {
    return (this.postingLists[termId] as IntList).view();
  }

  /** The per-slot columns as arrays (views, valid until the index changes): queries read them in tight loops. */
  columns(): { alive: Uint8Array; subcategoryIds: Int32Array; manufacturerIds: Int32Array; productIds: Int32Array } {
    return {
      alive: this.alive.subarray(0, this.slotCount),
      subcategoryIds: this.subcategoryIds.view(),
      manufacturerIds: this.manufacturerIds.view(),
      productIds: this.productIds.view(),
    };
  }

  /** How many products have the term (dead slots included: an estimate between compactions). */
  frequency(termId: number): number {
    return (this.postingLists[termId] as IntList).length;
  }

  /** Terms starting with `prefix` (not the prefix itself), the most frequent first, at most `limit`. */
  termsStartingWith(prefix: string, limit: number): string[] {
    const found: string[] = [];
    for (let i = lowerBound(this.sortedTerms, prefix); i < this.sortedTerms.length; i++) {
      const term = this.sortedTerms[i] as string;
      if (!term.startsWith(prefix)) break;
      if (term !== prefix) found.push(term);
    }
    const frequencyOf = (term: string) => this.frequency(this.termIds.get(term) as number);
    return found.sort((a, b) => frequencyOf(b) - frequencyOf(a)).slice(0, limit);
  }

  /** Terms within `maxDistance` edits of `term`, closest first, then the most frequent. */
  termsNear(term: string, maxDistance: number, limit: number): { term: string; distance: number }[] {
    const found: { term: string; distance: number; frequency: number }[] = [];
    for (let id = 0; id < this.terms.length; id++) {
      const candidate = this.terms[id] as string;
      if (candidate === term) continue;
      const distance = withinDistance(term, candidate, maxDistance);
      if (distance !== undefined) found.push({ term: candidate, distance, frequency: this.frequency(id) });
    }
    return found
      .sort((a, b) => a.distance - b.distance || b.frequency - a.frequency)
      .slice(0, limit)
      .map(({ term: near, distance }) => ({ term: near, distance }));
  }

  display(term: string): string {
    const id = this.termIds.get(term);
    return id === undefined ? term : (this.displays[id] as string);
  }

  /** Its size: products, slots, words, postings, and the bytes of its typed arrays (outside the JS heap). */
  stats(): { products: number; slots: number; terms: number; postings: number; arrayBytes: number } {
    let postings = 0;
    let arrayBytes = this.alive.byteLength;
    for (const list of this.postingLists) {
      postings += list.length;
      arrayBytes += list.byteLength;
    }
    for (const list of [this.productIds, this.subcategoryIds, this.manufacturerIds]) arrayBytes += list.byteLength;
    for (const lists of [this.slotsBySubcategory, this.slotsByManufacturer]) {
      for (const list of lists.values()) arrayBytes += list.byteLength;
    }
    return { products: this.size, slots: this.slotCount, terms: this.terms.length, postings, arrayBytes };
  }
}

const NO_SLOTS = new Int32Array(0);

/** One number for a subcategory and a manufacturer (ids below 2^21 each). */
export const cellOf = (subcategoryId: number, manufacturerId: number) => subcategoryId * 2 ** 21 + manufacturerId;
export const cellParts = (cell: number) => ({
  subcategoryId: Math.floor(cell / 2 ** 21),
  manufacturerId: cell % 2 ** 21,
});

function listIn(lists: Map<number, IntList>, id: number): IntList {
  let list = lists.get(id);
  if (!list) {
    list = new IntList(64);
    lists.set(id, list);
  }
  return list;
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
