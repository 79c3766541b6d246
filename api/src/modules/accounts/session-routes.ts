import { endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AccountsConfig } from '../../config';
import { routeEndpoint } from '../../http/endpoint-route';
import { HttpError } from '../../http/http-error';
import { verifyPassword } from './auth/password';
import { toApiUser } from './user-mapper';
import { findUserByEmail, findUserById } from './user-repository';

/** Sign-in state: who is signed in, sign in, sign out. */
const sessionRoutes: FastifyPluginAsync<AccountsConfig> = async (app, { passwordHashCost }) => {
  routeEndpoint(app, endpoints.getUser, async (request) => {
    const session = await request.getSession();
    const user = session?.user_id == null ? undefined : await findUserById(app.db, session.user_id);
    return user ? toApiUser(user) : null;
  });

  routeEndpoint(
    app,
    endpoints.login,
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(app.db, email);
      // Same answer (and about the same time) for an unknown email and a wrong password.
      if (!(await verifyPassword(user?.password_hash, password, passwordHashCost)) || !user) {
        throw new HttpError('BAD_CREDENTIALS');
      }
      // Told only to someone who knows the password: the sign-in page then offers to send the link again.
      if (user.email_verified_at === null) throw new HttpError('ACCOUNT_NOT_VERIFIED');
      // Deactivated by an Admin (#Korisnici): its sessions are gone and it may not start a new one.
      if (user.deactivated_at) throw new HttpError('ACCOUNT_DEACTIVATED');
      await reply.signIn(user.id);
      return toApiUser(user);
    },
    { rateLimit: 'signIn' },
  );

  routeEndpoint(app, endpoints.logout, async (_request, reply) => {
    await reply.signOut();
    return { status: 200 as const };
  });
};

export default sessionRoutes;
