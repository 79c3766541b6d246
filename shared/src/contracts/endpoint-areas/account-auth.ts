import {
  AccountLinkResponse,
  EmailBody,
  LinkTokenBody,
  LinkTokenParams,
  RegisterBody,
  RegistrationInvite,
  ResetPasswordBody,
} from '../account-auth';
import { endpoint } from '../endpoint';

/**
 * Registration, email verification and the forgotten-password flow (mf-account). Answers that could tell whether an
 * email has an account (resend, forgot password, register) are the same either way; the email says what happened.
 */
export const accountAuthEndpoints = {
  register: endpoint({ method: 'POST', path: '/api/register', body: RegisterBody, response: AccountLinkResponse }),
  getRegistrationInvite: endpoint({
    method: 'GET',
    path: '/api/registrationInvite/:token',
    params: LinkTokenParams,
    response: RegistrationInvite,
  }),
  verifyAccount: endpoint({
    method: 'POST',
    path: '/api/verifyAccount',
    body: LinkTokenBody,
    response: AccountLinkResponse,
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/resendVerification',
    body: EmailBody,
    response: AccountLinkResponse,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/forgotPassword',
    body: EmailBody,
    response: AccountLinkResponse,
  }),
  checkPasswordResetLink: endpoint({
    method: 'GET',
    path: '/api/resetPassword/:token',
    params: LinkTokenParams,
    response: AccountLinkResponse,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/resetPassword',
    body: ResetPasswordBody,
    response: AccountLinkResponse,
  }),
};
