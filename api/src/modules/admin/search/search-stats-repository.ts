import { sql } from 'kysely';
import type { DbOrTransaction } from '../../../db/db-or-transaction';

/** How many queries each list of #Pretraga shows. */
export const SEARCH_REPORT_ROWS = 50;

export interface QueryCount {
  query: string;
  searches: number;
  zeroResults: number;
}

/** From `since` (a `YYYY-MM-DD` day, included): the most searched queries, and those most often finding nothing. */
export async function searchQueryReport(
  db: DbOrTransaction,
  since: string,
): Promise<{ top: QueryCount[]; zeroResults: QueryCount[] }> {
  const totals = db
    .selectFrom('search_queries')
    .select(['query', sql<number>`sum(searches)`.as('searches'), sql<number>`sum(zero_results)`.as('zero_results')])
    .where('day', '>=', since)
    .groupBy('query');
  const [top, zeroResults] = await Promise.all([
    totals.orderBy(sql`sum(searches)`, 'desc').orderBy('query').limit(SEARCH_REPORT_ROWS).execute(),
    totals
      .having(sql`sum(zero_results)`, '>', 0)
      .orderBy(sql`sum(zero_results)`, 'desc')
      .orderBy('query')
      .limit(SEARCH_REPORT_ROWS)
      .execute(),
  ]);
  // MySQL answers SUM as a decimal string.
  const counted = (row: { query: string; searches: unknown; zero_results: unknown }): QueryCount => ({
    query: row.query,
    searches: Number(row.searches),
    zeroResults: Number(row.zero_results),
  });
  return { top: top.map(counted), zeroResults: zeroResults.map(counted) };
}
