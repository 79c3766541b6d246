import type { Language } from '@shop/shared/i18n';

/**
 * The plural form for a count. Serbian has three: one (1, 21, 101 but not 11), few (2–4, 22–24 but not 12–14) and
 * many (everything else); English has one and other.
 */
export function pluralForm(count: number, language: Language): 'one' | 'few' | 'many' {
  const n = Math.abs(Math.trunc(count));
  if (language === 'en') return n === 1 ? 'one' : 'many';
  const lastTwo = n % 100;
  const last = n % 10;
  if (last === 1 && lastTwo !== 11) return 'one';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
  return 'many';
}

const ITEM_WORDS: Record<Language, Record<'one' | 'few' | 'many', string>> = {
  sr: { one: 'artikal', few: 'artikla', many: 'artikala' },
  en: { one: 'item', few: 'items', many: 'items' },
};

/** "1 artikal", "3 artikla", "5 artikala" / "1 item", "5 items". */
export function itemCount(count: number, language: Language): string {
  return `${count} ${ITEM_WORDS[language][pluralForm(count, language)]}`;
}
