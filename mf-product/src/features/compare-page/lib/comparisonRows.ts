import type { CompareItem } from '@shop/shared/contracts';

export interface ComparisonRow {
  name: string;
  /** One value per compared item, in the items' order; `null` where an item lacks this specification. */
  values: (string | null)[];
  /** The items do not all share the same value (highlighted; kept by 'only differences'). */
  differs: boolean;
}

/** The /uporedi table: the union of the items' specification names, in the order they first appear. */
export function comparisonRows(items: CompareItem[]): ComparisonRow[] {
  const names: string[] = [];
  for (const item of items) {
    for (const { naziv } of item.specifikacije) if (!names.includes(naziv)) names.push(naziv);
  }
  return names.map((name) => {
    const values = items.map((item) => item.specifikacije.find((pair) => pair.naziv === name)?.vrijednost ?? null);
    return { name, values, differs: new Set(values).size > 1 };
  });
}
