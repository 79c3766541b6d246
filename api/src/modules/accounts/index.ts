// Accounts: sign-in and the session (/api/getUser, /api/login, /api/logout), registration, verification and passwords, the profile, addresses, email change, data export and account deletion.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export type { EmailContext } from './auth/account-emails';
export { default as accountAuthRoutes } from './auth/auth-routes';
export { guestRegistrationInvite, guestRegistrationLink } from './auth/guest-invite';
export { hashPassword } from './auth/password';
export { issueAccountToken, useAccountToken } from './auth/tokens';
export { default as accountRoutes } from './profile/account-routes';
export { findDefaultAddress } from './profile/address-repository';
export { signedInUser } from './profile/signed-in-user';
export {
  deleteExpiredSessions,
  deleteIdleGuestSessions,
  deleteSession,
  deleteUserSessions,
  findActiveSession,
  insertSession,
} from './session-repository';
export { default as sessionRoutes } from './session-routes';
export { findUserByEmail, findUserById } from './user-repository';
