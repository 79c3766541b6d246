import { endpoints } from '@shop/shared/contracts';
import { sitePaths } from '@shop/shared/site';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../../db/schema';
import { routeEndpoint } from '../../../http/endpoint-route';
import { HttpError } from '../../../http/http-error';
import { requestLanguage } from '../../../http/language';
import { enqueueEmail } from '../../../outbox/enqueue';
import { hashPassword, type PasswordHashCost, verifyPassword } from '../auth/password';
import { issueAccountToken, useAccountToken } from '../auth/tokens';
import { deleteOtherUserSessions, deleteUserSessions } from '../session-repository';
import {
  changeUserEmail,
  findUserByEmail,
  findUserById,
  setPasswordHash,
  setPendingEmail,
  updateUserProfile,
} from '../user-repository';
import { deleteAccount } from './delete-account';
import { accountDeletionEmail, emailChangedNotice, emailChangeEmail } from './profile-emails';
import { toProfile } from './profile-mapper';
import { signedInUser } from './signed-in-user';

/**
 * The profile and the account's security: name, phone and company; password and email changes; sign-out everywhere;
 * deletion. Changing the email or deleting the account asks for the password, then waits for an emailed link.
 */
/** Each form that takes the current password counts wrong ones like sign-in does (per IP, refused attempts only). */
const GUESS_LIMIT = { rateLimit: 'signIn' } as const;

export function profileRoutes(app: FastifyInstance, passwordHashCost: PasswordHashCost): void {
  const withPassword = async (request: FastifyRequest, password: string): Promise<UserRow> => {
    const user = await signedInUser(app, request);
    if (!(await verifyPassword(user.password_hash, password, passwordHashCost)))
      throw new HttpError('WRONG_CURRENT_PASSWORD');
    return user;
  };

  routeEndpoint(app, endpoints.getProfile, async (request) => toProfile(await signedInUser(app, request)));

  routeEndpoint(app, endpoints.updateProfile, async (request) => {
    const { id } = await signedInUser(app, request);
    const { ime, telefon, naziv_firme, jib } = request.body;
    await updateUserProfile(app.db, id, { name: ime, phone: telefon, companyName: naziv_firme, jib });
    const user = await findUserById(app.db, id);
    if (!user) throw new HttpError('ACCOUNT_SIGN_IN_REQUIRED');
    return toProfile(user);
  });

  /** This session stays signed in; every other one (other devices, a thief's) ends. */
  routeEndpoint(
    app,
    endpoints.changePassword,
    async (request) => {
      const user = await withPassword(request, request.body.lozinka);
      const session = await request.getSession();
      const passwordHash = await hashPassword(request.body.nova_lozinka, passwordHashCost);
      await app.db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, user.id, passwordHash);
        await deleteOtherUserSessions(trx, user.id, session?.id ?? '');
      });
      return { status: 200 as const };
    },
    GUESS_LIMIT,
  );

  routeEndpoint(
    app,
    endpoints.requestEmailChange,
    async (request) => {
      const user = await withPassword(request, request.body.lozinka);
      const email = request.body.email;
      await app.db.transaction().execute(async (trx) => {
        await setPendingEmail(trx, user.id, email);
        // Keyed by the account's current address, so a newer request voids the older link whatever it pointed to.
        const token = await issueAccountToken(trx, 'changeEmail', { email: user.email, userId: user.id });
        const language = requestLanguage(request);
        const link = request.siteOrigin() + sitePaths(language).accountLink('confirmEmailChange', token);
        await enqueueEmail(
          trx,
          emailChangeEmail({ to: email, name: user.username, link, language, origin: request.siteOrigin() }),
        );
      });
      return { status: 200 as const, email };
    },
    GUESS_LIMIT,
  );

  /** From the link, signed in or not: the token names the account; the new address must still be free. */
  routeEndpoint(app, endpoints.confirmEmailChange, async (request) => {
    const now = new Date();
    const newEmail = await app.db.transaction().execute(async (trx) => {
      const token = await useAccountToken(trx, 'changeEmail', request.body.token, now);
      const user = token.user_id === null ? undefined : await findUserById(trx, token.user_id);
      // The account changed its address meanwhile: this link belonged to the old one.
      if (!user?.pending_email || user.email.toLowerCase() !== token.email.toLowerCase()) {
        throw new HttpError('LINK_INVALID');
      }
      const taken = await findUserByEmail(trx, user.pending_email);
      if (taken && taken.id !== user.id) throw new HttpError('EMAIL_IN_USE');
      await changeUserEmail(trx, user.id, user.pending_email, now.toISOString());
      await enqueueEmail(
        trx,
        emailChangedNotice({
          to: user.email,
          name: user.username,
          language: requestLanguage(request),
          origin: request.siteOrigin(),
        }),
      );
      return user.pending_email;
    });
    return { status: 200 as const, email: newEmail };
  });

  /** Ends every session of the user, this one too (the browser then reads a signed-out user). */
  routeEndpoint(app, endpoints.signOutEverywhere, async (request, reply) => {
    const user = await signedInUser(app, request);
    await deleteUserSessions(app.db, user.id);
    await reply.signOut();
    return { status: 200 as const };
  });

  routeEndpoint(
    app,
    endpoints.requestAccountDeletion,
    async (request) => {
      const user = await withPassword(request, request.body.lozinka);
      await app.db.transaction().execute(async (trx) => {
        const token = await issueAccountToken(trx, 'deleteAccount', { email: user.email, userId: user.id });
        const language = requestLanguage(request);
        const link = request.siteOrigin() + sitePaths(language).accountLink('confirmAccountDeletion', token);
        await enqueueEmail(
          trx,
          accountDeletionEmail({ to: user.email, name: user.username, link, language, origin: request.siteOrigin() }),
        );
      });
      return { status: 200 as const, email: user.email };
    },
    GUESS_LIMIT,
  );

  routeEndpoint(app, endpoints.confirmAccountDeletion, async (request, reply) => {
    await app.db.transaction().execute(async (trx) => {
      const token = await useAccountToken(trx, 'deleteAccount', request.body.token);
      if (token.user_id === null) throw new HttpError('LINK_INVALID');
      await deleteAccount(trx, token.user_id);
    });
    // This browser's session went with the account; its cookie goes too.
    await reply.signOut();
    return { status: 200 as const };
  });
}
