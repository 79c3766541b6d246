import type { Language, MessageKey } from '@shop/shared/i18n';

const pluralRules: Record<Language, Intl.PluralRules> = {
  sr: new Intl.PluralRules('sr-Latn'),
  en: new Intl.PluralRules('en'),
};

/**
 * The text key for a warranty of `months` (SPEC §2): Serbian plural forms from the CLDR rules, so 1 and 21 read
 * 'mjesec', 24 and 72 'mjeseca', 12 and 36 'mjeseci'.
 */
export function warrantyMonthsKey(months: number, language: Language): MessageKey {
  switch (pluralRules[language].select(months)) {
    case 'one':
      return 'product.warrantyMonthsOne';
    case 'few':
      return 'product.warrantyMonthsFew';
    default:
      return 'product.warrantyMonthsMany';
  }
}
