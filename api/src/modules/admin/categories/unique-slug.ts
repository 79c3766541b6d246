import { isUniqueViolation } from '../../../db/unique-violation';
import { HttpError } from '../../../http/http-error';

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
