import { pluralCategory } from '@shop/shared/format';
import type { Language, MessageKey } from '@shop/shared/i18n';

/**
 * The text key for a warranty of `months` (SPEC §2): Serbian plural forms from the CLDR rules, so 1 and 21 read
 * 'mjesec', 24 and 72 'mjeseca', 12 and 36 'mjeseci'.
 */
export function warrantyMonthsKey(months: number, language: Language): MessageKey {
  switch (pluralCategory(months, language)) {
    case 'one':
      return 'product.warrantyMonthsOne';
    case 'few':
      return 'product.warrantyMonthsFew';
    default:
      return 'product.warrantyMonthsMany';
  }
}
