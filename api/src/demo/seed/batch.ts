import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** SQLite's default SQLITE_MAX_VARIABLE_NUMBER; MySQL's own limit (65 535 placeholders) is higher. */
const MAX_BOUND_VALUES = 32_766;
/** Larger statements stop paying off and grow MySQL packets (max_allowed_packet) for nothing. */
const MAX_ROWS_PER_STATEMENT = 2_000;

export type TableName = keyof Database & string;

/** Multi-row INSERTs, each as large as both dialects allow, for the seed's bulk loads. */
export async function insertRows<T extends TableName>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columnCount = Object.keys(first).length;
  const rowsPerStatement = Math.max(1, Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(MAX_BOUND_VALUES / columnCount)));
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const chunk = rows.slice(start, start + rowsPerStatement);
    // Kysely cannot relate a generic table name to its row type; the signature above already checks the rows.
    await db
      .insertInto(table)
      .values(chunk as never)
      .execute();
  }
}

/** Groups a (lazy) sequence into arrays of `size`, so generated rows are written batch by batch. */
export function* inBatches<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = [];
  for (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
