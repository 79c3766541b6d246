import './errorTexts';
import type { ErrorCode } from '../contracts/error-codes';
import type { Language } from './language';
import { translate } from './translate';

/** An error code's text in the language, with its params (e.g. `{ stock: 4 }`) filled in. */
export function errorMessage(language: Language, code: ErrorCode, params?: Record<string, string | number>): string {
  return translate(language, `error.${code}`, params);
}
