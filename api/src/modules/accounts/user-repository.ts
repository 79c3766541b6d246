import type { DbOrTransaction } from '../../db/db-or-transaction';
import type { UserRow } from '../../db/schema';

/** Emails compare case-insensitively (column collation on both dialects). */
export function findUserByEmail(db: DbOrTransaction, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim()).executeTakeFirst();
}

export function findUserById(db: DbOrTransaction, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A customer's account from /registracija; unverified unless the address is already proven (an emailed invitation). */
export async function insertCustomer(
  db: DbOrTransaction,
  customer: {
    email: string;
    name: string;
    passwordHash: string;
    companyName: string | null;
    jib: string | null;
    verifiedAt: string | null;
  },
): Promise<number> {
  const { insertId } = await db
    .insertInto('users')
    .values({
      email: customer.email,
      username: customer.name,
      role: 'Korisnik',
      password_hash: customer.passwordHash,
      avatar_url: null,
      company_name: customer.companyName,
      jib: customer.jib,
      email_verified_at: customer.verifiedAt,
    })
    .executeTakeFirstOrThrow();
  return Number(insertId);
}

export async function markEmailVerified(db: DbOrTransaction, userId: number, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: now })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

export async function setPasswordHash(db: DbOrTransaction, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** The profile's fields (/korisnik); an empty phone, company or JIB is stored as none. */
export async function updateUserProfile(
  db: DbOrTransaction,
  userId: number,
  profile: { name: string; phone: string; companyName: string; jib: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      username: profile.name,
      phone: profile.phone || null,
      company_name: profile.companyName || null,
      jib: profile.jib || null,
    })
    .where('id', '=', userId)
    .execute();
}

/** The new address of an email change, kept until its link is opened (a newer request replaces it). */
export async function setPendingEmail(db: DbOrTransaction, userId: number, email: string | null): Promise<void> {
  await db.updateTable('users').set({ pending_email: email }).where('id', '=', userId).execute();
}

/** The confirmed email change: the new address becomes the account's (and counts as verified: its link was opened). */
export async function changeUserEmail(db: DbOrTransaction, userId: number, email: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email, pending_email: null, email_verified_at: now })
    .where('id', '=', userId)
    .execute();
}

/** Deletes the account; its sessions, cart, favourites, addresses, links and points go with it (foreign keys). */
export async function deleteUser(db: DbOrTransaction, userId: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}
