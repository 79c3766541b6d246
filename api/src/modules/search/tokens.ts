import { foldForSearch } from './normalize';
import { stem } from './stem';

/**
 * How text becomes search words, the same for the index and for what shoppers type: lower case, no diacritics
 * (`foldForSearch`), stemmed (`stem`), without stop words and single letters.
 *
 * A chunk joined by - . / + (and a decimal comma) is one word as typed ("usb-c", "i5-1335u", "15,6", "wi-fi") and is
 * indexed both whole ("usbc", "i51335u", "15.6", "wifi") and by its parts, so "usb c" and "usb-c" find it alike. A
 * number glued to its unit ("16gb", "65w", "4k") is also indexed as the number and the unit ("16 gb" finds it).
 */

/** Words that say nothing about a product (Serbian, Croatian, Bosnian and English), folded. */
const STOP_WORDS = new Set([
  'i',
  'u',
  'za',
  'na',
  'sa',
  's',
  'od',
  'do',
  'po',
  'iz',
  'ili',
  'uz',
  'se',
  'je',
  'su',
  'the',
  'and',
  'for',
  'with',
  'of',
  'to',
  'in',
  'a',
]);

/** Words, optionally joined into a chunk by - . / + or a comma between digits. */
const CHUNK = /[\p{L}\p{N}]+(?:(?:[-./+]|,(?=\p{N}))[\p{L}\p{N}]+)*/gu;
const SEPARATOR = /[-./+,]/;
const NUMBER_WITH_UNIT = /^(\d+)([a-z]+)$/;
const MAX_JOINED_LENGTH = 24;

/** One word as typed: `display` keeps its diacritics (for "did you mean"), `key` is folded, `stem` is matched. */
export interface Word {
  display: string;
  key: string;
  stem: string;
}

/**
 * Words repeat (a catalogue has a few thousand distinct ones in millions of places): each is analysed once. Bounded,
 * so a flood of distinct words (codes, typos) cannot grow it without end.
 */
const analysed = new Map<string, Word>();
const ANALYSED_MAX = 200_000;

function word(display: string): Word {
  let result = analysed.get(display);
  if (result) return result;
  const key = foldForSearch(display);
  result = { display, key, stem: stem(key) };
  if (analysed.size >= ANALYSED_MAX) analysed.clear();
  analysed.set(display, result);
  return result;
}

const isSearchable = (w: Word) => w.key.length > 1 && !STOP_WORDS.has(w.key);

/**
 * A chunk's whole form: its parts run together, or with a dot between two numbers ("15,6" and "15.6" → "15.6").
 */
function joined(parts: string[]): string {
  let result = parts[0] ?? '';
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i] as string;
    const between = /\d$/.test(result) && /^\d/.test(part) ? '.' : '';
    result += between + part;
  }
  return result;
}

/** The words a query is made of, in order: one per chunk (as a whole), stop words left out. */
export function queryWords(text: string): Word[] {
  const words: Word[] = [];
  for (const [chunk] of text.toLowerCase().matchAll(CHUNK)) {
    const parts = chunk.split(SEPARATOR);
    words.push(word(parts.length > 1 ? joined(parts) : chunk));
  }
  return words.filter(isSearchable);
}

/** Texts repeat too (specification values, the sentences of descriptions, the parts of names). */
const indexed = new Map<string, Word[]>();
const INDEXED_MAX = 100_000;
const SEGMENT = /[,;:] |\. /;

/** Lets the texts' analyses go (after a whole build: they would hold memory until the next one). */
export function forgetIndexedTexts(): void {
  indexed.clear();
}

/** Every word the index keeps for `text`: chunks whole and by parts, numbers apart from their units. */
export function indexWords(text: string): Word[] {
  return text.split(SEGMENT).flatMap(indexSegment);
}

function indexSegment(text: string): Word[] {
  let result = indexed.get(text);
  if (result) return result;
  result = analyseSegment(text);
  if (indexed.size >= INDEXED_MAX) indexed.clear();
  indexed.set(text, result);
  return result;
}

function analyseSegment(text: string): Word[] {
  const words: Word[] = [];
  for (const [chunk] of text.toLowerCase().matchAll(CHUNK)) {
    const parts = chunk.split(SEPARATOR);
    if (parts.length > 1) {
      const whole = joined(parts);
      if (whole.length <= MAX_JOINED_LENGTH) words.push(word(whole));
    }
    for (const part of parts) {
      words.push(word(part));
      const withUnit = NUMBER_WITH_UNIT.exec(foldForSearch(part));
      if (withUnit) words.push(word(withUnit[1] as string), word(withUnit[2] as string));
    }
  }
  return words.filter(isSearchable);
}

/**
 * The words of a name (or a query) as one comparable string, for exact name and model matches: folded chunks,
 * separators dropped, one space between ("Lenovo ThinkPad E14 Gen 5" and "lenovo thinkpad e14 gen 5" meet).
 */
export function phraseKey(text: string): string {
  const keys: string[] = [];
  for (const [chunk] of text.toLowerCase().matchAll(CHUNK)) keys.push(foldForSearch(joined(chunk.split(SEPARATOR))));
  return keys.join(' ');
}
