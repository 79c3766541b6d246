import { sql } from 'kysely';

/**
 * `column LIKE %term%` where `%`, `_` and `!` typed into a search box match themselves (`!` escapes, the same on
 * SQLite and MariaDB; both compare case-insensitively here: SQLite's LIKE for ASCII, MariaDB by the unicode_ci
 * collation). Used by the admin lists of orders, pro-formas and messages.
 */
export function containing(column: string, term: string) {
  const pattern = `%${term.replace(/[!%_]/g, (character) => `!${character}`)}%`;
  return sql<boolean>`${sql.ref(column)} like ${pattern} escape '!'`;
}
