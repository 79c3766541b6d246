import type { Role } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertSession, insertUser } from './fixtures';

/** A signed-in member of staff (or a customer) of the given role: its user id and the Cookie header that opens it. */
export async function signedInAs(db: Kysely<Database>, role: Role): Promise<{ userId: number; cookie: string }> {
  const userId = await insertUser(db, {
    email: `${role.toLowerCase()}-${Math.random().toString(36).slice(2, 10)}@test.ba`,
    password: 'Test-lozinka-123',
    username: `Test ${role}`,
    role,
  });
  const { cookie } = await insertSession(db, userId);
  return { userId, cookie };
}
