import { indexWords } from './tokens';

/** A name's match for one word: which entry, and the share of the name's words it covers (1 = the whole name). */
export interface NameMatch {
  id: number;
  share: number;
}

/**
 * Matches words against a few hundred names (subcategories, categories, manufacturers) once for all their products:
 * "laptop" covers all of "Laptopi" (share 1) and half of "Dodaci za laptope" (share ½), so a laptop outranks a laptop
 * stand. The names' stems are also words for prefix and typo matching (`stems`).
 */
export class NameMatcher {
  private readonly byStem = new Map<string, NameMatch[]>();
  private readonly displays = new Map<string, string>();

  constructor(entries: readonly { id: number; name: string }[]) {
    for (const { id, name } of entries) {
      const words = indexWords(name);
      const stems = [...new Set(words.map((word) => word.stem))];
      for (const stem of stems) {
        const matches = this.byStem.get(stem) ?? [];
        // An entry with two names (Serbian and English) matches a stem once, by the name it covers more of.
        const known = matches.find((match) => match.id === id);
        if (known) known.share = Math.max(known.share, 1 / stems.length);
        else matches.push({ id, share: 1 / stems.length });
        this.byStem.set(stem, matches);
      }
      for (const word of words) if (!this.displays.has(word.stem)) this.displays.set(word.stem, word.display);
    }
  }

  match(stem: string): readonly NameMatch[] {
    return this.byStem.get(stem) ?? [];
  }

  get stems(): Iterable<string> {
    return this.byStem.keys();
  }

  display(stem: string): string | undefined {
    return this.displays.get(stem);
  }
}
