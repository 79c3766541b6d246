import type { DbOrTransaction } from '../../../db/db-or-transaction';
import type { AccountTokenRow } from '../../../db/schema';

/** verify, reset, invite: sign-up and passwords; changeEmail, deleteAccount: the account area's confirmations. */
/** `companyInvite`: a company administrator's invitation (`user_id` is the administrator who sent it). */
export type AccountTokenKind = 'verify' | 'reset' | 'invite' | 'changeEmail' | 'deleteAccount' | 'companyInvite';

export async function insertAccountToken(
  db: DbOrTransaction,
  token: { kind: AccountTokenKind; tokenHash: string; userId: number | null; email: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('account_tokens')
    .values({
      kind: token.kind,
      token_hash: token.tokenHash,
      user_id: token.userId,
      email: token.email,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

/** Newest wins: the links of `kind` still open for `email` stop working (marked as used). */
export async function voidAccountTokens(
  db: DbOrTransaction,
  kind: AccountTokenKind,
  email: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('kind', '=', kind)
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .execute();
}

export function findAccountToken(
  db: DbOrTransaction,
  kind: AccountTokenKind,
  tokenHash: string,
): Promise<AccountTokenRow | undefined> {
  return db
    .selectFrom('account_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** Single use: true for the one request that marks it used (a conditional UPDATE, so two at once cannot both). */
export async function markAccountTokenUsed(db: DbOrTransaction, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
