/** The i18n without React: for the API (error messages) and plain modules. */
export type { MessageKey } from './dictionaries';
export { errorMessage } from './errorMessage';
export { type Language, languageFromPath } from './language';
export { translate } from './translate';
