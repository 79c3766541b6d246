import type { Language } from './language';

/** One group of texts (a file of ./messages): Serbian and English with the same keys. */
export interface MessageGroup {
  sr: Record<string, string>;
  en: Record<string, string>;
}

/**
 * The texts the page knows, by language. One instance per page (a shared singleton, build/stateful-modules.json):
 * the shell registers the groups every page needs (./sharedMessages), each remote the groups of its own pages when
 * one of its modules loads, and every build's `translate` reads them all. So a build carries only its own texts.
 */
const texts: Record<Language, Record<string, string>> = { sr: {}, en: {} };

export function registerMessages(...groups: MessageGroup[]): void {
  for (const group of groups) {
    Object.assign(texts.sr, group.sr);
    Object.assign(texts.en, group.en);
  }
}

export function registeredText(language: Language, key: string): string | undefined {
  return texts[language][key];
}
