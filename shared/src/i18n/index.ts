// The i18n of the pages: `translate` knows the groups registered on the page (./messageRegistry), not every text;
// ./core is the one with all of them, for the API.
export type { MessageKey } from './dictionaries';
export { errorMessage } from './errorMessage';
export { type Language, languageFromPath } from './language';
export { type MessageGroup, registerMessages } from './messageRegistry';
export { translate } from './translate';
export { useTranslation } from './useTranslation';
