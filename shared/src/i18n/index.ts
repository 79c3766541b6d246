export type { MessageKey } from './dictionary.sr';
export { type Language, languageFromPath } from './language';
export { translate } from './translate';
export { useTranslation } from './useTranslation';
