import type { User } from '@shop/shared/contracts';
import type { UserRow } from '../../db/schema';

/** The account as the browser sees it; the role is checked against the contract's enum when serialised. */
export function toApiUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    korisnicko_ime: row.username,
    role: row.role as User['role'],
    url_slike: row.avatar_url,
  };
}
