import { en, type MessageKey, sr } from './dictionaries';
import type { Language } from './language';

const dictionaries: Record<Language, Partial<Record<MessageKey, string>>> = { sr, en };

/**
 * Looks a text up and fills `{name}` placeholders. A key this build does not know (a remote deployed with texts
 * newer than the copy of this module in use) falls back to Serbian, then to the key itself: never a crash.
 */
export function translate(language: Language, key: MessageKey, values?: Record<string, string | number>): string {
  const text = dictionaries[language][key] ?? dictionaries.sr[key] ?? key;
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
