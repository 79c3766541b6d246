import { defineMessages } from './define';

/** Sign-in, registration, passwords and the account area (mf-account). */
export const accountMessages = defineMessages({
  sr: {
    'account.signInTitle': 'Prijava',
    'account.email': 'Email',
    'account.password': 'Lozinka',
    'account.submit': 'Prijavi se',
    'account.signedInAs': 'Prijavljeni ste kao',
  },
  en: {
    'account.signInTitle': 'Sign in',
    'account.email': 'Email',
    'account.password': 'Password',
    'account.submit': 'Sign in',
    'account.signedInAs': 'Signed in as',
  },
});
