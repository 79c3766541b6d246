import './sharedMessages';
import { pluralCategory } from '../format/plural';
import type { MessageKey } from './dictionaries';
import type { Language } from './language';
import { registeredText } from './messageRegistry';

type Values = Record<string, string | number>;

/** A form's text: words and `{name}` placeholders, no nested braces. */
const FORM_TEXT = String.raw`[^{}]*(?:\{\w+\}[^{}]*)*`;
/** `{count, plural, one {# red} few {# reda} other {# redova}}`, the ICU MessageFormat subset the texts use. */
const PLURAL = new RegExp(String.raw`\{(\w+), plural,((?:\s*\w+\s*\{${FORM_TEXT}\})+)\s*\}`, 'g');
const FORM = new RegExp(String.raw`(\w+)\s*\{(${FORM_TEXT})\}`, 'g');

/** The forms of a plural block by name (`one`, `few`, `other`), each with its text. */
function formsOf(block: string): Map<string, string> {
  return new Map(Array.from(block.matchAll(FORM), ([, form = '', formText = '']) => [form, formText]));
}

/** The plural blocks of a text: the count each one reads and its forms (for tests of the dictionaries). */
export function pluralBlocks(text: string): { count: string; forms: Map<string, string> }[] {
  return Array.from(text.matchAll(PLURAL), ([, count = '', block = '']) => ({ count, forms: formsOf(block) }));
}

/** Picks each plural block's form for its count (`#` is the count), by the language's plural rules. */
function choosePluralForms(text: string, language: Language, values: Values): string {
  return text.replace(PLURAL, (whole, name: string, block: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    const forms = formsOf(block);
    const chosen = forms.get(pluralCategory(Number(value), language)) ?? forms.get('other') ?? '';
    return chosen.replaceAll('#', String(value));
  });
}

/**
 * Looks a text up among the registered groups and fills `{name}` placeholders; a count's words follow the
 * language's plural rules with `{name, plural, one {…} few {…} other {…}}`. A key no registered group has (a remote
 * deployed with texts newer than the copy of a group in use) falls back to Serbian, then to the key itself: never a
 * crash.
 */
export function translate(language: Language, key: MessageKey, values?: Values): string {
  const text = registeredText(language, key) ?? registeredText('sr', key) ?? key;
  if (!values) return text;
  return choosePluralForms(text, language, values).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
