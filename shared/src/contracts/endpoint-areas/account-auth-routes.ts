import type { RouteTable } from '../route';

/**
 * Registration, email verification and the forgotten-password flow (mf-account). Answers that could tell whether an
 * email has an account (resend, forgot password, register) are the same either way; the email says what happened.
 */
export const accountAuthRoutes = {
  register: { method: 'POST', path: '/api/register' },
  /** The registration form's prefill from a guest's invitation link: the email, name and company it was sent for. */
  getRegistrationInvite: { method: 'GET', path: '/api/registrationInvite/:token' },
  verifyAccount: { method: 'POST', path: '/api/verifyAccount' },
  resendVerification: { method: 'POST', path: '/api/resendVerification' },
  forgotPassword: { method: 'POST', path: '/api/forgotPassword' },
  checkPasswordResetLink: { method: 'GET', path: '/api/resetPassword/:token' },
  resetPassword: { method: 'POST', path: '/api/resetPassword' },
} as const satisfies RouteTable;
