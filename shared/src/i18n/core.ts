import './allMessages';

/** The i18n without React and with every text: for the API (error messages, emails) and plain modules in Node. */
export type { MessageKey } from './dictionaries';
export { errorMessage } from './errorMessage';
export { type Language, languageFromPath, languageOrDefault } from './language';
export { translate } from './translate';
