import { en, type MessageKey, sr } from './dictionaries';
import type { Language } from './language';

const dictionaries: Record<Language, Record<MessageKey, string>> = { sr, en };

/** Looks a text up and fills `{name}` placeholders. */
export function translate(language: Language, key: MessageKey, values?: Record<string, string | number>): string {
  const text = dictionaries[language][key];
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
