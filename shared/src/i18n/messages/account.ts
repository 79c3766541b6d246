import { defineMessages } from './define';

/** Sign-in, registration, passwords and the account area (mf-account). */
export const accountMessages = defineMessages({
  sr: {
    'account.signInTitle': 'Prijava',
    'account.email': 'Email',
    'account.password': 'Lozinka',
    'account.submit': 'Prijavi se',
    'account.signedInAs': 'Prijavljeni ste kao',
    'saved.title': 'Sačuvani proizvodi',
    'saved.signInFirst': 'Prijavite se da biste vidjeli svoju listu želja.',
    'saved.empty': 'Još niste sačuvali nijedan proizvod. Srce na stranici proizvoda ga dodaje ovdje.',
    'saved.remove': 'Ukloni sa liste',
  },
  en: {
    'account.signInTitle': 'Sign in',
    'account.email': 'Email',
    'account.password': 'Password',
    'account.submit': 'Sign in',
    'account.signedInAs': 'Signed in as',
    'saved.title': 'Saved products',
    'saved.signInFirst': 'Sign in to see your wishlist.',
    'saved.empty': 'You have not saved any products yet. The heart on a product page adds them here.',
    'saved.remove': 'Remove from the list',
  },
});
