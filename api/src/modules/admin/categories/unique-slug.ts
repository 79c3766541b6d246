import { HttpError } from '../../../http/http-error';

/** SQLite's and MySQL/MariaDB's "duplicate key" failures. */
function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errno } = error as { code?: unknown; errno?: unknown };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || errno === 1062;
}

/**
 * Runs a write whose slug was checked free beforehand: two editors saving the same slug at once both pass the check,
 * and the unique index refuses the second; that too answers 409 SLUG_IN_USE, not 500.
 */
export async function withUniqueSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError('SLUG_IN_USE', { slug });
    throw error;
  }
}
