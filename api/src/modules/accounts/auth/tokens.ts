import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import type { AccountTokenRow } from '../../../db/schema';
import { HttpError } from '../../../http/http-error';
import {
  type AccountTokenKind,
  findAccountToken,
  insertAccountToken,
  markAccountTokenUsed,
  voidAccountTokens,
} from './token-repository';

const MINUTE_MS = 60_000;

/** How long an emailed link works: a day to confirm the email, half an hour to reset a password, a week to register. */
export const TOKEN_LIFETIME_MS: Record<AccountTokenKind, number> = {
  verify: 24 * 60 * MINUTE_MS,
  reset: 30 * MINUTE_MS,
  invite: 7 * 24 * 60 * MINUTE_MS,
  changeEmail: 24 * 60 * MINUTE_MS,
  deleteAccount: 24 * 60 * MINUTE_MS,
  companyInvite: 7 * 24 * 60 * MINUTE_MS,
};

/** base64url of 32 random bytes: anything else is no link of ours and is not looked up. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** The database keeps only this: a leaked table opens no account. */
export const hashAccountToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new link of `kind` for `email`: 32 random bytes (base64url, for the link); only the SHA-256 is stored. Newest
 * wins: the older open links of the same kind for the same email stop working.
 */
export async function issueAccountToken(
  db: DbOrTransaction,
  kind: AccountTokenKind,
  target: { email: string; userId: number | null },
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await voidAccountTokens(db, kind, target.email, now.toISOString());
  await insertAccountToken(db, {
    kind,
    tokenHash: hashAccountToken(token),
    userId: target.userId,
    email: target.email,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[kind]).toISOString(),
  });
  return token;
}

/** The open link's row; LINK_INVALID for an unknown, used or replaced one, LINK_EXPIRED for one past its time. */
export async function findOpenAccountToken(
  db: DbOrTransaction,
  kind: AccountTokenKind,
  token: string,
  now = new Date(),
): Promise<AccountTokenRow> {
  const row = TOKEN_FORMAT.test(token) ? await findAccountToken(db, kind, hashAccountToken(token)) : undefined;
  if (!row || row.used_at !== null) throw new HttpError('LINK_INVALID');
  if (row.expires_at <= now.toISOString()) throw new HttpError('LINK_EXPIRED');
  return row;
}

/** Like `findOpenAccountToken`, and marks it used: of two requests with one link, only one gets past this. */
export async function useAccountToken(
  db: DbOrTransaction,
  kind: AccountTokenKind,
  token: string,
  now = new Date(),
): Promise<AccountTokenRow> {
  const row = await findOpenAccountToken(db, kind, token, now);
  if (!(await markAccountTokenUsed(db, row.id, now.toISOString()))) throw new HttpError('LINK_INVALID');
  return row;
}
