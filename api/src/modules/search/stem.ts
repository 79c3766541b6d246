/**
 * A small suffix-stripping stemmer for Serbian, Croatian and Bosnian (Latin), applied to folded words (lower case, no
 * diacritics: `foldForSearch`), so a word typed with or without č ć đ š ž gets the same stem.
 *
 * Why not the Snowball Serbian stemmer (the one on npm, in @orama/stemmers and @nlpjs/lang-sr): it leaves the -ovi/-evi
 * plurals alone (miševi → mišev but miš → miš; kablovi → kablov; svičevi → svičev), gives uređaj and uređaji different
 * stems, and expects diacritics, while shoppers often type without them. A shop's vocabulary is nouns and adjectives
 * (laptopi, slušalica, tastature, veš mašine, bežični), which these few rules cover; decision 016 has the comparison.
 *
 * The rules: an English plural s goes; the longest case or plural ending of the list is cut when at least MIN_STEM
 * letters stay; then a
 * stem ending in -ik is written -ic (zvučnik and zvučnici meet) and -nac loses its fleeting a (ranac, ranca, rančevi).
 * Words with digits (i7, 16gb, e14) and words shorter than MIN_WORD are left as they are.
 */

/** Case and plural endings of nouns and adjectives, folded; the longest that fits is cut. */
const ENDINGS = [
  'ovima',
  'evima',
  'ovi',
  'evi',
  'ova',
  'eva',
  'ama',
  'ima',
  'oga',
  'ome',
  'omu',
  'og',
  'om',
  'em',
  'oj',
  'ih',
  'im',
  'a',
  'e',
  'i',
  'o',
  'u',
].sort((a, b) => b.length - a.length);

const MIN_WORD = 4;
const MIN_STEM = 3;
const LETTERS_ONLY = /^[a-z]+$/;
/**
 * An English plural (printers, headphones, switches): the s after a consonant or an e, in words of 5+ letters. Serbian
 * words ending in -as, -is, -os, -us (kompas, servis, autobus) keep it.
 */
const ENGLISH_PLURAL = /^[a-z]{3,}[^aiosu]s$/;

export function stem(folded: string): string {
  if (folded.length < MIN_WORD || !LETTERS_ONLY.test(folded)) return folded;
  const word = ENGLISH_PLURAL.test(folded) ? folded.slice(0, -1) : folded;
  let result = word;
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM) {
      result = word.slice(0, -ending.length);
      break;
    }
  }
  if (result.endsWith('ik')) return `${result.slice(0, -1)}c`;
  if (result.length > MIN_STEM + 1 && result.endsWith('nac')) return `${result.slice(0, -3)}nc`;
  return result;
}
