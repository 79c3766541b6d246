import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashPassword } from '../../modules/accounts';

export type DemoRole = 'Admin' | 'Editor' | 'Korisnik';

export interface DemoUser {
  email: string;
  password: string;
  role: DemoRole;
  username: string;
}

/**
 * One account per role, and the demo company's administrator and buyer (business.ts), seeded with `--demo-users`;
 * the README and the e2e tests sign in with these.
 */
export const DEMO_USERS = {
  admin: { email: 'admin@demo.ba', password: 'Admin123!', role: 'Admin', username: 'Amra Hadžić' },
  editor: { email: 'urednik@demo.ba', password: 'Urednik123!', role: 'Editor', username: 'Edin Kovačević' },
  customer: { email: 'kupac@demo.ba', password: 'Kupac123!', role: 'Korisnik', username: 'Marko Petrović' },
  companyAdministrator: {
    email: 'firma@demo.ba',
    password: 'Firma123!',
    role: 'Korisnik',
    username: 'Lejla Demirović',
  },
  companyBuyer: { email: 'nabavka@demo.ba', password: 'Nabavka123!', role: 'Korisnik', username: 'Nedim Begić' },
} as const satisfies Record<string, DemoUser>;

/**
 * Inserts the demo accounts that do not exist yet (by email), so the call is safe on a database that already has
 * them. Hashed like sign-up does (argon2id).
 */
export async function insertDemoUsers(db: Kysely<Database>, now: Date): Promise<number> {
  const users = Object.values(DEMO_USERS);
  const existing = await db
    .selectFrom('users')
    .select('email')
    .where(
      'email',
      'in',
      users.map((user) => user.email),
    )
    .execute();
  const taken = new Set(existing.map((row) => row.email.toLowerCase()));
  const missing = users.filter((user) => !taken.has(user.email));
  for (const user of missing) {
    await db
      .insertInto('users')
      .values({
        email: user.email,
        username: user.username,
        role: user.role,
        password_hash: await hashPassword(user.password, 'standard'),
        avatar_url: null,
        created_at: now.toISOString(),
        // Demo accounts sign in at once (registration would wait for the emailed link).
        email_verified_at: now.toISOString(),
      })
      .execute();
  }
  return missing.length;
}
