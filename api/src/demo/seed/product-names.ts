import type { SpecificationPair } from './specifications';

/** Longer values ('6x USB-A, 1x USB-C, HDMI, …') would make the name unreadable; they only go in the spec table. */
const MAX_NAME_VALUE_LENGTH = 24;
/** Yes/no answers mean nothing without the specification's name. */
const MEANINGLESS_ALONE = new Set(['Da', 'Ne']);
/** The colour is what shops name first when the same model comes twice. */
export const COLOUR_SPEC = 'Boja';

/**
 * Hands out unique product names within one seed run. A name already taken (same model, same configuration in the
 * name) gets the product's own distinguishing specifications appended, colour first ('HP USB-C punjač 65W, Siva',
 * then ', 260 W' …); when even those repeat (large bench seeds), a series number (', serija 2').
 */
export class UniqueNames {
  /** Each name given so far, with the specification values of the product that has it. */
  private readonly taken = new Map<string, ReadonlySet<string>>();
  /** The next series number to try per name: a name repeated 1 000 times must not rescan 1 000 numbers each time. */
  private readonly nextSeries = new Map<string, number>();

  /** `specifications`: the product's, plus its colour when the configuration lists none. */
  nameFor(base: string, specifications: readonly SpecificationPair[]): string {
    const values = new Set(specifications.map((pair) => pair.value));
    let name = base;
    for (let holder = this.taken.get(name); holder; holder = this.taken.get(name)) {
      // What this product has and the one holding the name does not: its real difference.
      const difference = distinguishingValues(name, specifications).find((value) => !holder?.has(value));
      name = difference === undefined ? this.nextInSeries(name) : `${name}, ${difference}`;
    }
    this.taken.set(name, values);
    return name;
  }

  private nextInSeries(name: string): string {
    let series = this.nextSeries.get(name) ?? 2;
    while (this.taken.has(`${name}, serija ${series}`)) series++;
    this.nextSeries.set(name, series + 1);
    return `${name}, serija ${series}`;
  }
}

/** The product's listed values that are short, meaningful alone and not yet in the name; the colour first. */
function distinguishingValues(name: string, specifications: readonly SpecificationPair[]): string[] {
  const ordered = [
    ...specifications.filter((pair) => pair.name === COLOUR_SPEC),
    ...specifications.filter((pair) => pair.name !== COLOUR_SPEC),
  ];
  return ordered
    .map((pair) => pair.value)
    .filter((value) => value.length <= MAX_NAME_VALUE_LENGTH && !MEANINGLESS_ALONE.has(value) && !name.includes(value));
}
