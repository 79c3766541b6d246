import type { DbOrTransaction } from '../../db/db-or-transaction';
import { onConflictUpdate } from '../../db/dialect';
import { foldForSearch } from './normalize';

/** How often each instance adds what it counted to `search_queries`. */
export const SEARCH_LOG_FLUSH_MS = 10_000;
/** Distinct queries counted between two flushes; beyond it the rarest wait (a flood of random queries stays small). */
const MAX_PENDING = 5_000;
const QUERY_MAX_LENGTH = 100;

interface Pending {
  searches: number;
  zeroResults: number;
}

/** `YYYY-MM-DD` of a moment, UTC. */
export const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * What shoppers searched (a results page asked for), counted in memory and added to `search_queries` every few
 * seconds in one statement per query: the search never waits for a write, and several instances add up. The query is
 * kept folded and with single spaces, so "Miš" and "mis " count as one.
 */
export class SearchLog {
  private pending = new Map<string, Pending>();

  constructor(
    private readonly db: DbOrTransaction,
    private readonly now: () => Date = () => new Date(),
  ) {}

  record(term: string, found: number): void {
    const query = foldForSearch(term).replace(/\s+/g, ' ').trim().slice(0, QUERY_MAX_LENGTH);
    if (!query) return;
    const counts = this.pending.get(query);
    if (!counts && this.pending.size >= MAX_PENDING) return;
    const next = counts ?? { searches: 0, zeroResults: 0 };
    next.searches++;
    if (found === 0) next.zeroResults++;
    this.pending.set(query, next);
  }

  /** Adds the counts so far to today's rows. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const day = dayOf(this.now());
    for (const [query, counts] of batch) {
      const insert = this.db.insertInto('search_queries').values({
        day,
        query,
        searches: counts.searches,
        zero_results: counts.zeroResults,
      });
      await onConflictUpdate(this.db, insert, ['day', 'query'], {
        searches: (eb) => eb('searches', '+', counts.searches),
        zero_results: (eb) => eb('zero_results', '+', counts.zeroResults),
      }).execute();
    }
  }
}
