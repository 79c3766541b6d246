import type { RankedGroup } from './match-query';

/** What the ranking needs of a product's row (a product card's row has it). */
interface StockedRow {
  id: number;
  stock: number;
}

/** Rows are read for at least this many of the first ranked products at once, twice as many each time more are needed. */
const FIRST_READ = 32;

/**
 * One page of ranked products, as rows: the groups of equal relevance it reaches into, each with its in-stock
 * products first, otherwise by id (the stable tie-break). Stock changes with every sale, so the index does not hold
 * it: the rows are read from the database for the first ranked products (one query for a usual page), and further
 * only as far as a group needs to find enough products in stock. Products gone meanwhile (hidden) are skipped.
 */
export async function rankedRows<Row extends StockedRow>(
  groups: readonly RankedGroup[],
  page: { offset: number; limit: number },
  rowsOf: (productIds: number[]) => Promise<Row[]>,
): Promise<Row[]> {
  const end = page.offset + page.limit;
  const read = new Map<number, Row | null>();
  const readMore = async (ids: readonly number[]) => {
    const missing = ids.filter((id) => !read.has(id));
    if (missing.length === 0) return;
    const rows = await rowsOf(missing);
    for (const id of missing) read.set(id, null);
    for (const row of rows) read.set(row.id, row);
  };
  await readMore(groups.flatMap((group) => group.productIds).slice(0, Math.max(FIRST_READ, end * 2)));

  const ordered: Row[] = [];
  for (const group of groups) {
    if (ordered.length >= end) break;
    const need = end - ordered.length;
    const available: Row[] = [];
    const unavailable: Row[] = [];
    let looked = 0;
    let chunk = Math.max(FIRST_READ, need * 2);
    while (looked < group.productIds.length && available.length < need) {
      const ids = group.productIds.slice(looked, looked + chunk);
      await readMore(ids);
      for (const id of ids) {
        const row = read.get(id);
        if (row) (row.stock > 0 ? available : unavailable).push(row);
      }
      looked += ids.length;
      chunk *= 2;
    }
    ordered.push(...(available.length >= need ? available : [...available, ...unavailable]).slice(0, need));
  }
  return ordered.slice(page.offset, end);
}

/** The groups with only the products a filter left, in-stock first within each (the filter's query told which). */
export function filteredGroups(groups: readonly RankedGroup[], left: ReadonlyMap<number, boolean>): RankedGroup[] {
  return groups.flatMap((group) => {
    const kept = group.productIds.filter((id) => left.has(id));
    if (kept.length === 0) return [];
    const productIds = [...kept.filter((id) => left.get(id)), ...kept.filter((id) => !left.get(id))];
    return [{ key: group.key, productIds }];
  });
}
