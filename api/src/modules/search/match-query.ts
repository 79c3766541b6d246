import type { CatalogStructure } from './catalog-structure';
import {
  cellOf,
  cellParts,
  FIELDS,
  type Field,
  fieldIndex,
  type InvertedIndex,
  withinDistance,
} from './inverted-index';
import { phraseKey, queryWords, type Word } from './tokens';

/*
 * The cost bounds of one query (issue 13): the API contract caps it at 100 characters; here at most MAX_WORDS words
 * are searched (the rest are ignored: a truncated answer, never an error), prefixes expand only from PREFIX_MIN
 * letters to the PREFIX_TERMS most frequent words, and typo tolerance (one edit in words of TYPO_MIN_LENGTH+ letters)
 * applies only to words that match nothing as typed, at most TYPO_WORDS of them.
 */
export const MAX_WORDS = 8;
const PREFIX_MIN = 2;
const PREFIX_TERMS = 30;
const TYPO_MIN_LENGTH = 5;
const TYPO_WORDS = 2;
const TYPO_TERMS = 3;

/**
 * What a word weighs where it is found. Name and subcategory weigh most, then manufacturer and category, then the
 * specifications, the description least. A prefix (the word being typed) or a typo counts half. Integers, so that
 * equal relevance is exactly equal and in-stock products can go first among equals.
 */
const FIELD_WEIGHT: Record<Field, number> = { name: 12, spec: 4, description: 2 };
/** By field index (the postings' low bits), for the tight loop. */
const WEIGHT_OF_FIELD = FIELDS.map((field) => FIELD_WEIGHT[field]);
const NAME_FIELD = fieldIndex('name');
const SUBCATEGORY_WEIGHT = 12;
const MANUFACTURER_WEIGHT = 8;
const CATEGORY_WEIGHT = 6;

interface Expansion {
  stem: string;
  /** As typed (or a synonym); false for a prefix or a typo, which count half. */
  full: boolean;
}

interface Term {
  expansions: Expansion[];
  /** Found only through a typo: the word as found (for "did you mean"). */
  correction?: string;
}

/** One or more query words (a synonym phrase), matched by any of its alternatives (each: all of its terms). */
interface Clause {
  alternatives: Term[][];
  words: Word[];
}

/**
 * One clause's (or term's) match per slot: its best weight, how much of the product's subcategory name it covers,
 * name hits; and the slots it matched (`touched`, each once): the work is proportional to the matches, not to the
 * catalogue.
 */
interface ClauseMatch {
  weight: Uint8Array;
  subcategory: Uint8Array;
  inName: Uint8Array;
  touched: number[];
}

export interface RankedGroup {
  /** Higher ranks first: exact name/model, words matched, subcategory, score (see `rankKey`). */
  key: number;
  /** Ascending (the stable tie-break; the routes put in-stock products first within a group). */
  productIds: number[];
}

export interface SearchMatch {
  total: number;
  groups: RankedGroup[];
  /** No product has every word: these have the most of them. */
  partial: boolean;
  /** The query as it was found, where words matched only through a typo ("tastatira" → "tastatura"). */
  corrected: string | null;
  /** The subcategories the query names, best first: the suggestion rows. */
  subcategories: { id: number; share: number }[];
  /** The products found, described for the database (see `FoundProducts`). */
  found: FoundProducts;
}

/**
 * The products found as the database can look them up fast: whole cells (every product of a subcategory from some
 * manufacturers: "laptop" finds whole subcategories, "samsung" a manufacturer's share of several), then the rest by
 * id, with their subcategories (so the listing index answers). A long id list is what makes a query slow.
 */
export interface FoundProducts {
  wholeCells: { subcategoryId: number; manufacturerIds: number[] }[];
  productIds: number[];
  subcategoryIds: number[];
}

const NO_MATCH: SearchMatch = {
  total: 0,
  groups: [],
  partial: false,
  corrected: null,
  subcategories: [],
  found: { wholeCells: [], productIds: [], subcategoryIds: [] },
};

/**
 * exact name/model or code (0/1), words matched (0–8), subcategory coverage (0–96), the name starting with the words
 * as typed (0/1), score (0–255): one sortable number.
 */
function rankKey(exact: number, matched: number, subcategory: number, namePrefix: number, score: number): number {
  return (((exact * 16 + matched) * 1024 + subcategory) * 2 + namePrefix) * 1024 + score;
}

/**
 * Matches a query against the index: every word must match something (AND); when no product has them all, the
 * products with the most of them (`partial`). Word forms meet through the stem, diacritics through folding, synonyms
 * through the table, the last word also as a prefix (it is being typed), and a word that matches nothing as typed
 * through one typo.
 */
export function matchQuery(
  index: InvertedIndex,
  structure: CatalogStructure,
  text: string,
  /** Products whose code or barcode is the query: first, whatever their words. */
  codeMatches: readonly number[] = [],
): SearchMatch {
  const words = searchedWords(text);
  const exactIds = new Set(codeMatches);
  if (words.length === 0 && exactIds.size === 0) return NO_MATCH;

  const clauses = parseClauses(index, structure, words);
  const slots = index.slotCount;
  // Alternatives share words ("printer", "laserski printer"): each distinct term is matched once per query.
  const termMatches = new Map<string, ClauseMatch>();
  const matchOnce = (term: Term) => {
    const key = term.expansions.map((e) => `${e.stem}${e.full ? '' : '*'}`).join(' ');
    let match = termMatches.get(key);
    if (!match) {
      match = matchTerm(index, structure, term, slots);
      termMatches.set(key, match);
    }
    return match;
  };
  const matches = clauses.map((clause) => matchClause(clause, slots, matchOnce));

  const { alive, productIds, subcategoryIds, manufacturerIds } = index.columns();
  const byCell = new Map<number, number[]>();
  const matchedCount = new Uint8Array(slots);
  let most = 0;
  for (const { touched } of matches) {
    for (const slot of touched) {
      const count = (matchedCount[slot] as number) + 1;
      matchedCount[slot] = count;
      if (count > most && alive[slot]) most = count;
    }
  }
  // With every word matched, the first clause's slots hold every candidate; otherwise any clause's may.
  const candidates = most === clauses.length ? (matches[0]?.touched ?? []) : matches.flatMap((m) => m.touched);
  const codeSlots = [...exactIds].flatMap((id) => index.slotOfProduct(id) ?? []);
  const queryKey = phraseKey(text);
  const byKey = new Map<number, number[]>();
  const seen = new Uint8Array(slots);
  let total = 0;
  for (const slot of [...codeSlots, ...candidates]) {
    if (seen[slot] || !alive[slot]) continue;
    seen[slot] = 1;
    const matched = matchedCount[slot] as number;
    const productId = productIds[slot] as number;
    const isCode = exactIds.has(productId);
    if ((matched === 0 || matched < most) && !isCode) continue;
    let subcategory = 0;
    let score = 0;
    let allInName = matched === clauses.length;
    for (const match of matches) {
      subcategory += match.subcategory[slot] as number;
      score += match.weight[slot] as number;
      if (!match.inName[slot]) allInName = false;
    }
    const exact = isCode || (allInName && isExactName(index, structure, slot, queryKey)) ? 1 : 0;
    const namePrefix = allInName && startsWithWords(index.head(slot), queryKey) ? 1 : 0;
    const key = rankKey(exact, matched, subcategory, namePrefix, score);
    const group = byKey.get(key);
    if (group) group.push(productId);
    else byKey.set(key, [productId]);
    const cell = cellOf(subcategoryIds[slot] as number, manufacturerIds[slot] as number);
    const inCell = byCell.get(cell);
    if (inCell) inCell.push(productId);
    else byCell.set(cell, [productId]);
    total++;
  }
  const groups = [...byKey]
    .sort(([a], [b]) => b - a)
    .map(([key, productIds]) => ({ key, productIds: productIds.sort((a, b) => a - b) }));
  return {
    total,
    groups,
    partial: clauses.length > 1 && most > 0 && most < clauses.length,
    corrected: correctedQuery(clauses),
    subcategories: namedSubcategories(structure, clauses),
    found: describeFound(index, byCell),
  };
}

function describeFound(index: InvertedIndex, byCell: Map<number, number[]>): FoundProducts {
  const whole = new Map<number, number[]>();
  const productIds: number[] = [];
  const subcategoryIds = new Set<number>();
  for (const [cell, ids] of byCell) {
    const { subcategoryId, manufacturerId } = cellParts(cell);
    if (ids.length === index.productsInCell(cell)) {
      const manufacturers = whole.get(subcategoryId) ?? [];
      manufacturers.push(manufacturerId);
      whole.set(subcategoryId, manufacturers);
    } else {
      productIds.push(...ids);
      subcategoryIds.add(subcategoryId);
    }
  }
  return {
    wholeCells: [...whole].map(([subcategoryId, manufacturerIds]) => ({ subcategoryId, manufacturerIds })),
    productIds,
    subcategoryIds: [...subcategoryIds],
  };
}

/** The words searched: the first MAX_WORDS distinct ones. */
export function searchedWords(text: string): Word[] {
  const seen = new Set<string>();
  return queryWords(text)
    .filter((word) => !seen.has(word.stem) && seen.add(word.stem))
    .slice(0, MAX_WORDS);
}

/** The subcategories the query's words (or their synonyms) name, best first; no product is matched. */
export function subcategoriesNamedBy(index: InvertedIndex, structure: CatalogStructure, text: string) {
  return namedSubcategories(structure, parseClauses(index, structure, searchedWords(text)));
}

/**
 * The query is the product's "brand model" (the name before its first comma), with or without the brand, or the
 * whole name (it starts with the "brand model" and every word is in the name).
 */
function isExactName(index: InvertedIndex, structure: CatalogStructure, slot: number, queryKey: string): boolean {
  const head = index.head(slot);
  if (startsWithWords(queryKey, head)) return true;
  const brand = structure.manufacturerKey(index.manufacturerId(slot));
  return brand !== undefined && head === `${brand} ${queryKey}`;
}

const startsWithWords = (text: string, words: string) =>
  words !== '' && (text === words || text.startsWith(`${words} `));

/** Groups the words into clauses: a synonym phrase (the longest found) is one clause, any other word its own. */
function parseClauses(index: InvertedIndex, structure: CatalogStructure, words: Word[]): Clause[] {
  const stems = words.map((word) => word.stem);
  const clauses: Clause[] = [];
  let typoBudget = TYPO_WORDS;
  for (let start = 0; start < words.length; ) {
    const synonym = structure.synonyms.longestAt(stems, start);
    const length = synonym?.length ?? 1;
    const covered = words.slice(start, start + length);
    const isLast = start + length === words.length;
    const literal = covered.map((word, i) => {
      const term = termFor(index, structure, word, isLast && i === covered.length - 1, typoBudget > 0);
      if (term.correction !== undefined) typoBudget--;
      return term;
    });
    const others = (synonym?.phrases ?? [])
      .filter((phrase) => phrase.join(' ') !== stems.slice(start, start + length).join(' '))
      .map((phrase) => phrase.map((stem) => ({ expansions: [{ stem, full: true }] })));
    clauses.push({ alternatives: [literal, ...others], words: covered });
    start += length;
  }
  return clauses;
}

const isKnown = (index: InvertedIndex, structure: CatalogStructure, stem: string) =>
  index.termId(stem) !== undefined || structure.knows(stem);

/** A word's stems to look up: as typed, as a prefix when it is the last word, or one typo away when nothing else. */
function termFor(
  index: InvertedIndex,
  structure: CatalogStructure,
  word: Word,
  isLast: boolean,
  mayCorrect: boolean,
): Term {
  const expansions: Expansion[] = [{ stem: word.stem, full: true }];
  if (isLast && word.key.length >= PREFIX_MIN) {
    const prefixes = new Set([
      ...index.termsStartingWith(word.stem, PREFIX_TERMS),
      ...index.termsStartingWith(word.key, PREFIX_TERMS),
      ...structure.stemsStartingWith(word.stem),
    ]);
    for (const stem of prefixes) if (stem !== word.stem) expansions.push({ stem, full: false });
  }
  const known = expansions.some((expansion) => isKnown(index, structure, expansion.stem));
  if (known || !mayCorrect || word.key.length < TYPO_MIN_LENGTH) return { expansions };
  const near = nearestStems(index, structure, word.stem, 1).slice(0, TYPO_TERMS);
  if (near.length === 0) return { expansions };
  const best = near[0]?.term as string;
  return {
    expansions: [...expansions, ...near.map(({ term }) => ({ stem: term, full: false }))],
    correction: displayOf(index, structure, best),
  };
}

/** Known stems (products' words, names, synonyms) within `maxDistance` edits, nearest and most frequent first. */
function nearestStems(index: InvertedIndex, structure: CatalogStructure, stem: string, maxDistance: number) {
  const fromNames = structure.stems.flatMap((known) => {
    const distance = known === stem ? undefined : withinDistance(stem, known, maxDistance);
    return distance === undefined ? [] : [{ term: known, distance }];
  });
  const fromProducts = index.termsNear(stem, maxDistance, TYPO_TERMS);
  return [...fromNames, ...fromProducts].sort((a, b) => a.distance - b.distance);
}

/** Words of this length or more may be two edits from what was meant ("did you mean"); shorter ones one. */
const TWO_EDITS_FROM = 6;
const SUGGEST_MIN_LENGTH = 3;

/**
 * "Did you mean": the query with each word that matches nothing replaced by the nearest known word (one edit, two in
 * words of TWO_EDITS_FROM+ letters), when that query finds something; null otherwise.
 */
export function nearestQuery(index: InvertedIndex, structure: CatalogStructure, text: string): string | null {
  let changed = false;
  const words = searchedWords(text).map((word) => {
    if (isKnown(index, structure, word.stem) || word.stem.length < SUGGEST_MIN_LENGTH) return word.display;
    const maxDistance = word.stem.length >= TWO_EDITS_FROM ? 2 : 1;
    const nearest = nearestStems(index, structure, word.stem, maxDistance)[0];
    if (!nearest) return word.display;
    changed = true;
    return displayOf(index, structure, nearest.term);
  });
  if (!changed) return null;
  const corrected = words.join(' ');
  return matchQuery(index, structure, corrected).total > 0 ? corrected : null;
}

export function displayOf(index: InvertedIndex, structure: CatalogStructure, stem: string): string {
  return structure.display(stem) ?? index.display(stem);
}

function correctedQuery(clauses: Clause[]): string | null {
  let changed = false;
  const words = clauses.flatMap((clause) =>
    (clause.alternatives[0] ?? []).map((term, i) => {
      if (term.correction === undefined) return clause.words[i]?.display ?? '';
      changed = true;
      return term.correction;
    }),
  );
  return changed ? words.join(' ') : null;
}

/** Per slot: the best weight of any alternative of the clause, its subcategory coverage, whether the name has it. */
function matchClause(clause: Clause, slots: number, matchTerm: (term: Term) => ClauseMatch): ClauseMatch {
  const only = clause.alternatives.length === 1 ? clause.alternatives[0] : undefined;
  if (only?.length === 1) return matchTerm(only[0] as Term);
  const result: ClauseMatch = {
    weight: new Uint8Array(slots),
    subcategory: new Uint8Array(slots),
    inName: new Uint8Array(slots),
    touched: [],
  };
  clause.alternatives.forEach((terms, alternative) => {
    const termMatches = terms.map(matchTerm);
    // Every term must match: the term with the fewest matches names the slots to look at.
    const fewest = termMatches.reduce((a, b) => (b.touched.length < a.touched.length ? b : a));
    for (const slot of fewest.touched) {
      let weight = 0;
      let subcategory = 0;
      let inName = 1;
      for (const match of termMatches) {
        const w = match.weight[slot] as number;
        if (w === 0) {
          weight = 0;
          break;
        }
        weight += w;
        subcategory += match.subcategory[slot] as number;
        inName &= match.inName[slot] as number;
      }
      if (weight === 0) continue;
      // Per word, so a two-word synonym weighs as much as the one word it stands for.
      const perWord = Math.max(1, Math.round(weight / terms.length));
      const subcategoryPerWord = Math.round(subcategory / terms.length);
      if (result.weight[slot] === 0) result.touched.push(slot);
      if (perWord > (result.weight[slot] as number)) result.weight[slot] = perWord;
      if (subcategoryPerWord > (result.subcategory[slot] as number)) result.subcategory[slot] = subcategoryPerWord;
      // "In the name" counts for the words as typed (the exact name/model rule).
      if (alternative === 0 && inName) result.inName[slot] = 1;
    }
  });
  return result;
}

function matchTerm(index: InvertedIndex, structure: CatalogStructure, term: Term, slots: number): ClauseMatch {
  const weight = new Uint8Array(slots);
  const inName = new Uint8Array(slots);
  const subcategory = new Uint8Array(slots);
  const touched: number[] = [];
  const raiseSlot = (slot: number, w: number) => {
    const current = weight[slot] as number;
    if (current === 0) touched.push(slot);
    if (w > current) weight[slot] = w;
  };
  const subcategoryWeights = new Map<number, number>();
  const categoryWeights = new Map<number, number>();
  const manufacturerWeights = new Map<number, number>();
  const raise = (map: Map<number, number>, id: number, value: number) => {
    if (value > (map.get(id) ?? 0)) map.set(id, value);
  };
  for (const { stem, full } of term.expansions) {
    const id = index.termId(stem);
    if (id !== undefined) {
      const postings = index.postings(id);
      for (let i = 0; i < postings.length; i++) {
        const posting = postings[i] as number;
        const slot = posting >>> 2;
        const field = posting & 3;
        const fieldWeight = WEIGHT_OF_FIELD[field] as number;
        raiseSlot(slot, full ? fieldWeight : fieldWeight >> 1);
        if (full && field === NAME_FIELD) inName[slot] = 1;
      }
    }
    const half = full ? 1 : 0.5;
    for (const { id: sub, share } of structure.subcategories.match(stem)) {
      raise(subcategoryWeights, sub, Math.round(SUBCATEGORY_WEIGHT * share * half));
    }
    for (const { id: category, share } of structure.categories.match(stem)) {
      raise(categoryWeights, category, Math.round(CATEGORY_WEIGHT * share * half));
    }
    for (const { id: manufacturer, share } of structure.manufacturers.match(stem)) {
      raise(manufacturerWeights, manufacturer, Math.round(MANUFACTURER_WEIGHT * share * half));
    }
  }
  // Names match once for all their products: a subcategory's (or its category's) products, a manufacturer's.
  for (const sub of structure.subcategoryIds) {
    const named = subcategoryWeights.get(sub) ?? 0;
    const category = structure.categoryOf(sub);
    const w = Math.max(named, category === undefined ? 0 : (categoryWeights.get(category) ?? 0));
    if (w === 0) continue;
    for (const slot of index.slotsInSubcategory(sub)) {
      raiseSlot(slot, w);
      if (named > (subcategory[slot] as number)) subcategory[slot] = named;
    }
  }
  for (const [manufacturer, w] of manufacturerWeights) {
    for (const slot of index.slotsOfManufacturer(manufacturer)) raiseSlot(slot, w);
  }
  return { weight, subcategory, inName, touched };
}

/**
 * The subcategories whose names the query's clauses match (an alternative of several words only where each of them
 * does: "laptop računar" names no desktop), most of the name covered first.
 */
function namedSubcategories(structure: CatalogStructure, clauses: Clause[]): { id: number; share: number }[] {
  const shares = new Map<number, number>();
  for (const clause of clauses) {
    const best = new Map<number, number>();
    for (const terms of clause.alternatives) {
      let named: Map<number, number> | undefined;
      for (const term of terms) {
        const byTerm = new Map<number, number>();
        for (const { stem, full } of term.expansions) {
          if (!full) continue;
          for (const { id, share } of structure.subcategories.match(stem)) {
            byTerm.set(id, Math.max(byTerm.get(id) ?? 0, share));
          }
        }
        named = named
          ? new Map(
              [...named].filter(([id]) => byTerm.has(id)).map(([id, share]) => [id, share + (byTerm.get(id) ?? 0)]),
            )
          : byTerm;
      }
      for (const [id, share] of named ?? []) best.set(id, Math.max(best.get(id) ?? 0, share));
    }
    for (const [id, share] of best) shares.set(id, (shares.get(id) ?? 0) + share);
  }
  return [...shares].map(([id, share]) => ({ id, share })).sort((a, b) => b.share - a.share || a.id - b.id);
}
