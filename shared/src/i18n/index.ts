export type { MessageKey } from './dictionaries';
export { type Language, languageFromPath } from './language';
export { translate } from './translate';
export { useTranslation } from './useTranslation';
