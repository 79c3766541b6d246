import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../../db/schema';
import { HttpError } from '../../../http/http-error';
import { findUserById } from '../user-repository';

/** The account area is for a signed-in user: anyone else gets 401 (the page offers to sign in). */
export async function signedInUser(app: FastifyInstance, request: FastifyRequest): Promise<UserRow> {
  const userId = (await request.getSession())?.user_id;
  const user = userId == null ? undefined : await findUserById(app.db, userId);
  if (!user) throw new HttpError('ACCOUNT_SIGN_IN_REQUIRED');
  return user;
}
