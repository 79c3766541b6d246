import './sharedMessages';
import type { MessageKey } from './dictionaries';
import type { Language } from './language';
import { registeredText } from './messageRegistry';

/**
 * Looks a text up among the registered groups and fills `{name}` placeholders. A key no registered group has (a
 * remote deployed with texts newer than the copy of a group in use) falls back to Serbian, then to the key itself:
 * never a crash.
 */
export function translate(language: Language, key: MessageKey, values?: Record<string, string | number>): string {
  const text = registeredText(language, key) ?? registeredText('sr', key) ?? key;
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
