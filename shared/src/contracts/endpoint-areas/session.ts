import type { ContractsOf } from '../endpoint';
import { LoginBody, LogoutResponse, User } from '../session';
import type { sessionRoutes } from './session-routes';

/** What each call of session-routes.ts takes and answers, and whether its answer is personal. */
export const sessionContracts = {
  getUser: { response: User.nullable(), personal: true },
  login: { body: LoginBody, response: User, personal: true },
  logout: { response: LogoutResponse, personal: true },
} satisfies ContractsOf<typeof sessionRoutes>;
