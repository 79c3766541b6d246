import type { DbOrTransaction } from '../../../db/db-or-transaction';
import type { OutgoingEmail } from '../../../outbox/enqueue';
import { findUserByEmail } from '../user-repository';
import { type EmailContext, registrationInviteParagraph } from './account-emails';
import { issueAccountToken } from './tokens';

/**
 * For a guest's order or pro-forma email: an invitation to register through /registracija/{token} (valid 7 days),
 * or nothing when an account already has that email. Call it inside the transaction that stores the order.
 */
export async function guestRegistrationInvite(
  db: DbOrTransaction,
  email: string,
  context: EmailContext,
): Promise<string | undefined> {
  if (await findUserByEmail(db, email)) return undefined;
  const token = await issueAccountToken(db, 'invite', { email: email.trim(), userId: null });
  return registrationInviteParagraph(context, token);
}

/** The guest's email with the invitation to register at its end, or as it is when the email has an account. */
export async function withRegistrationInvite(
  db: DbOrTransaction,
  email: OutgoingEmail,
  context: EmailContext,
): Promise<OutgoingEmail> {
  const invite = await guestRegistrationInvite(db, email.to, context);
  return invite ? { ...email, text: `${email.text}\n\n${invite}` } : email;
}
