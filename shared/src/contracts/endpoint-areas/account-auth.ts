import {
  AccountLinkResponse,
  EmailBody,
  LinkTokenBody,
  LinkTokenParams,
  RegisterBody,
  RegistrationInvite,
  ResetPasswordBody,
} from '../account-auth';
import type { ContractsOf } from '../endpoint';
import type { accountAuthRoutes } from './account-auth-routes';

/** What each call of account-auth-routes.ts takes and answers, and whether its answer is personal. */
export const accountAuthContracts = {
  register: { body: RegisterBody, response: AccountLinkResponse },
  getRegistrationInvite: { params: LinkTokenParams, response: RegistrationInvite, personal: true },
  verifyAccount: { body: LinkTokenBody, response: AccountLinkResponse },
  resendVerification: { body: EmailBody, response: AccountLinkResponse },
  forgotPassword: { body: EmailBody, response: AccountLinkResponse },
  checkPasswordResetLink: { params: LinkTokenParams, response: AccountLinkResponse },
  resetPassword: { body: ResetPasswordBody, response: AccountLinkResponse },
} satisfies ContractsOf<typeof accountAuthRoutes>;
