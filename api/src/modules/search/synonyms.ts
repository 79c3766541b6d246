import { queryWords } from './tokens';

/** One phrase of a synonym group, as stems ("prijenosni računar" → prijenosn, racunar). */
export type Phrase = readonly string[];

/**
 * The synonym table in memory: each group is a set of phrases that mean the same ("laptop, notebook, prijenosni
 * računar"). A query phrase found in a group may be matched by any phrase of the group.
 */
export class Synonyms {
  /** Phrases by their first stem, longest first. */
  private readonly byFirstStem = new Map<string, { phrase: Phrase; group: number }[]>();
  private readonly groups: Phrase[][] = [];
  private readonly allStems = new Set<string>();
  private readonly displays = new Map<string, string>();

  constructor(groups: readonly (readonly string[])[]) {
    for (const terms of groups) {
      const phrases = terms
        .map((term) => queryWords(term))
        .filter((words) => words.length > 0)
        .map((words) => {
          for (const word of words) if (!this.displays.has(word.stem)) this.displays.set(word.stem, word.display);
          return words.map((word) => word.stem);
        });
      if (phrases.length < 2) continue;
      const group = this.groups.length;
      this.groups.push(phrases);
      for (const phrase of phrases) {
        for (const stem of phrase) this.allStems.add(stem);
        const first = phrase[0] as string;
        const list = this.byFirstStem.get(first) ?? [];
        list.push({ phrase, group });
        list.sort((a, b) => b.phrase.length - a.phrase.length);
        this.byFirstStem.set(first, list);
      }
    }
  }

  /**
   * The longest phrase of any group that the stems starting at `start` spell, with every phrase of its group (the
   * matched one included); undefined when none starts there.
   */
  longestAt(stems: readonly string[], start: number): { length: number; phrases: readonly Phrase[] } | undefined {
    const candidates = this.byFirstStem.get(stems[start] as string) ?? [];
    for (const { phrase, group } of candidates) {
      if (phrase.every((stem, i) => stems[start + i] === stem)) {
        return { length: phrase.length, phrases: this.groups[group] as Phrase[] };
      }
    }
    return undefined;
  }

  /** Every stem that appears in some phrase (prefix and typo matching know them as words). */
  display(stem: string): string | undefined {
    return this.displays.get(stem);
  }

  get stems(): ReadonlySet<string> {
    return this.allStems;
  }
}
