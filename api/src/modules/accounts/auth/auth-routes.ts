import { endpoints, loadCommonPasswords, type RegisterBody } from '@shop/shared/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AccountsConfig } from '../../../config';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { inRetriedTransaction } from '../../../db/retry-transaction';
import { isUniqueViolation } from '../../../db/unique-violation';
import { routeEndpoint } from '../../../http/endpoint-route';
import { HttpError } from '../../../http/http-error';
import { requestLanguage } from '../../../http/language';
import { enqueueEmail } from '../../../outbox/enqueue';
import { createCompanyWithAdministrator, jibTaken } from '../../companies';
import { deleteUserSessions } from '../session-repository';
import { findUserByEmail, findUserById, insertCustomer, markEmailVerified, setPasswordHash } from '../user-repository';
import {
  accountExistsEmail,
  type EmailContext,
  passwordChangedEmail,
  passwordResetEmail,
  verificationEmail,
} from './account-emails';
import { claimGuestOrdersAndProformas, findGuestDetails } from './guest-claims';
import { hashPassword } from './password';
import { withMinimumDuration } from './timing';
import { findOpenAccountToken, issueAccountToken, useAccountToken } from './tokens';

const DONE = { status: 200 as const };

type Registration = z.output<typeof RegisterBody>;

/** Registration, email confirmation and the forgotten password (OWASP's flows; tokens in ./tokens.ts). */
const accountAuthRoutes: FastifyPluginAsync<AccountsConfig> = async (app, { minimumAnswerMs, passwordHashCost }) => {
  // The common-password rule of the shared schema needs its list before the first password arrives.
  await loadCommonPasswords();
  const emailContext = (request: FastifyRequest): EmailContext => ({
    origin: request.siteOrigin(),
    language: requestLanguage(request),
  });

  routeEndpoint(
    app,
    endpoints.register,
    async (request, reply) => {
      const registration = request.body;
      // Hashed before anything is looked up: a taken email costs the same time as a new one.
      const passwordHash = await hashPassword(registration.password, passwordHashCost);
      const context = emailContext(request);
      // Before the email is looked up: a taken JIB says only that the company is here (its administrator invites).
      if (registration.poslovni_racun && (await jibTaken(app.db, registration.jib))) throw new HttpError('JIB_IN_USE');
      if (registration.token !== undefined) {
        const { token } = registration;
        const userId = await app.db
          .transaction()
          .execute((trx) => registerInvitedGuest(trx, registration, token, passwordHash));
        // The emailed link proved the address: the one click that made the account also signs its owner in.
        await reply.signIn(userId);
        return DONE;
      }
      const register = () =>
        inRetriedTransaction(app.db, async (trx) => {
          const existing = await findUserByEmail(trx, registration.email);
          if (existing) {
            await enqueueEmail(trx, accountExistsEmail(context, existing.email));
            return;
          }
          const userId = await insertCustomer(trx, { ...customerOf(registration), passwordHash, verifiedAt: null });
          await openBusinessAccount(trx, registration, userId);
          const token = await issueAccountToken(trx, 'verify', { email: registration.email, userId });
          await enqueueEmail(trx, verificationEmail(context, registration.email, registration.ime, token));
        });
      await withMinimumDuration(minimumAnswerMs, async () => {
        try {
          await register();
        } catch (error) {
          // A parallel registration of the same email won the unique index: this one now finds that account and
          // answers as for any taken email ("the same answer either way").
          if (!isUniqueViolation(error)) throw error;
          await register();
        }
      });
      return DONE;
    },
    { rateLimit: 'register' },
  );

  routeEndpoint(app, endpoints.getRegistrationInvite, async (request) => {
    const invite = await findOpenAccountToken(app.db, 'invite', request.params.token);
    const guest = await findGuestDetails(app.db, invite.email);
    return { email: invite.email, ime: guest.name, naziv: guest.companyName, jib: guest.jib };
  });

  routeEndpoint(app, endpoints.verifyAccount, async (request) => {
    await app.db.transaction().execute(async (trx) => {
      const token = await useAccountToken(trx, 'verify', request.body.token);
      if (token.user_id !== null) await markEmailVerified(trx, token.user_id, new Date().toISOString());
    });
    return DONE;
  });

  routeEndpoint(
    app,
    endpoints.resendVerification,
    async (request) => {
      const context = emailContext(request);
      await withMinimumDuration(minimumAnswerMs, () =>
        app.db.transaction().execute(async (trx) => {
          const user = await findUserByEmail(trx, request.body.email);
          if (!user || user.email_verified_at !== null) return;
          const token = await issueAccountToken(trx, 'verify', { email: user.email, userId: user.id });
          await enqueueEmail(trx, verificationEmail(context, user.email, user.username, token));
        }),
      );
      return DONE;
    },
    { rateLimit: 'resendVerification' },
  );

  routeEndpoint(
    app,
    endpoints.forgotPassword,
    async (request) => {
      const context = emailContext(request);
      await withMinimumDuration(minimumAnswerMs, () =>
        app.db.transaction().execute(async (trx) => {
          const user = await findUserByEmail(trx, request.body.email);
          if (!user) return;
          const token = await issueAccountToken(trx, 'reset', { email: user.email, userId: user.id });
          await enqueueEmail(trx, passwordResetEmail(context, user.email, user.username, token));
        }),
      );
      return DONE;
    },
    { rateLimit: 'passwordReset' },
  );

  routeEndpoint(app, endpoints.checkPasswordResetLink, async (request) => {
    await findOpenAccountToken(app.db, 'reset', request.params.token);
    return DONE;
  });

  /** A new password: every session of the account ends, nobody is signed in, and the owner is told by email. */
  routeEndpoint(app, endpoints.resetPassword, async (request) => {
    const { token, password } = request.body;
    const passwordHash = await hashPassword(password, passwordHashCost);
    const context = emailContext(request);
    await app.db.transaction().execute(async (trx) => {
      const reset = await useAccountToken(trx, 'reset', token);
      const user = reset.user_id === null ? undefined : await findUserById(trx, reset.user_id);
      if (!user) throw new HttpError('LINK_INVALID');
      await setPasswordHash(trx, user.id, passwordHash);
      // The link reached the inbox: the address is proven.
      await markEmailVerified(trx, user.id, new Date().toISOString());
      await deleteUserSessions(trx, user.id);
      await enqueueEmail(trx, passwordChangedEmail(context, user.email, user.username));
    });
    return DONE;
  });
};

function customerOf(registration: Registration) {
  return {
    email: registration.email,
    name: registration.ime,
    companyName: registration.naziv || null,
    jib: registration.jib || null,
  };
}

/**
 * /registracija/{token}: the emailed invitation proves the address, so the account is confirmed at once, and the
 * guest's earlier orders and pro-forma requests with that address become the account's. Returns the new user's id.
 */
async function registerInvitedGuest(
  trx: DbOrTransaction,
  registration: Registration,
  token: string,
  passwordHash: string,
): Promise<number> {
  const invite = await useAccountToken(trx, 'invite', token);
  if (await findUserByEmail(trx, invite.email)) throw new HttpError('ACCOUNT_EXISTS');
  const now = new Date().toISOString();
  const userId = await insertCustomer(trx, {
    ...customerOf(registration),
    email: invite.email,
    passwordHash,
    verifiedAt: now,
  }).catch((error: unknown) => {
    // The same invitation sent twice at once: the other request created the account.
    throw isUniqueViolation(error) ? new HttpError('ACCOUNT_EXISTS') : error;
  });
  await claimGuestOrdersAndProformas(trx, invite.email, userId);
  await openBusinessAccount(trx, registration, userId);
  return userId;
}

/** A business account (issue 27): the company, unverified, with the new user as its administrator. */
async function openBusinessAccount(trx: DbOrTransaction, registration: Registration, userId: number): Promise<void> {
  if (!registration.poslovni_racun) return;
  await createCompanyWithAdministrator(
    trx,
    {
      name: registration.naziv,
      jib: registration.jib,
      pdvNumber: registration.pdv_broj || null,
      seatAddress: registration.sjediste ?? '',
      deliveryAddress: registration.adresa_isporuke || null,
    },
    userId,
  ).catch((error: unknown) => {
    // The same JIB registered at the same moment: the other registration has the company.
    throw isUniqueViolation(error) ? new HttpError('JIB_IN_USE') : error;
  });
}

export default accountAuthRoutes;
