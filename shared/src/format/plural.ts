import type { Language } from '../i18n/language';

export type PluralCategory = Intl.LDMLPluralRule;

const rules: Record<Language, Intl.PluralRules> = {
  sr: new Intl.PluralRules('sr'),
  en: new Intl.PluralRules('en'),
};

/**
 * The plural form a count takes, by the CLDR rules: Serbian has `one` (1, 21, 101 but not 11), `few` (2–4, 22–24 but
 * not 12–14) and `other` ("1 red", "3 reda", "5 redova"); English has `one` and `other`. The site's one plural rule:
 * texts choose their words with it through `{count, plural, …}` in the dictionaries (see `translate`).
 */
export function pluralCategory(count: number, language: Language): PluralCategory {
  return rules[language].select(count);
}
