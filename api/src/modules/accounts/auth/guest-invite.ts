import { translate } from '@shop/shared/i18n/core';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { findUserByEmail } from '../user-repository';
import { type EmailContext, registrationInviteLink } from './account-emails';
import { issueAccountToken } from './tokens';

/**
 * The one-click link that makes a guest's account (and brings the order into it), or undefined when an account
 * already has that email. Call it inside the transaction that stores the order.
 */
export async function guestRegistrationLink(
  db: DbOrTransaction,
  email: string,
  context: EmailContext,
): Promise<string | undefined> {
  if (await findUserByEmail(db, email)) return undefined;
  const token = await issueAccountToken(db, 'invite', { email: email.trim(), userId: null });
  return registrationInviteLink(context, token);
}

/**
 * For a guest's pro-forma email: an invitation to register through /registracija/{token} (valid 7 days), or nothing
 * when an account already has that email.
 */
export async function guestRegistrationInvite(
  db: DbOrTransaction,
  email: string,
  context: EmailContext,
): Promise<string | undefined> {
  const link = await guestRegistrationLink(db, email, context);
  return link && translate(context.language, 'email.invite.text', { link });
}
