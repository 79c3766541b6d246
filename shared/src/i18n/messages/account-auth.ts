import { defineMessages } from './define';

/**
 * Registration, account confirmation and the forgotten password (mf-account), and the emails those send (written by
 * the API in the language of the page the request came from; `{link}`s are absolute).
 */
export const accountAuthMessages = defineMessages({
  sr: {
    'auth.registerTitle': 'Registracija',
    'auth.registerIntro': 'Sa nalogom pratite narudžbe, čuvate proizvode i brže plaćate.',
    'auth.inviteIntro': 'Nalog za {email}: Vaše narudžbe i upiti za predračun s ovom adresom biće u njemu.',
    'auth.name': 'Ime i prezime',
    'auth.email': 'Email',
    'auth.password': 'Lozinka',
    'auth.newPassword': 'Nova lozinka',
    'auth.passwordConfirm': 'Ponovite lozinku',
    'auth.passwordHint':
      'Najmanje 10 znakova. Duža fraza je sigurnija od posebnih znakova; česte lozinke nisu dozvoljene.',
    'auth.businessCustomer': 'Kupujem za firmu',
    'auth.companyName': 'Naziv firme',
    'auth.jib': 'JIB',
    'auth.businessAccount': 'Otvaram poslovni račun firme (ja sam njen administrator)',
    'auth.businessAccountHint':
      'Kada provjerimo firmu, njeni korisnici vide cijene iz njenog cjenovnika; kolege u firmu pozivate vi. Narudžbe za firmu ne donose loyalty bodove.',
    'auth.pdvNumber': 'PDV broj (ako je firma u sistemu PDV-a)',
    'auth.seatAddress': 'Adresa sjedišta',
    'auth.deliveryAddress': 'Adresa za isporuku (ako je druga)',
    'auth.termsBefore': 'Prihvatam',
    'auth.termsLink': 'uslove korišćenja',
    'auth.registerSubmit': 'Registruj se',
    'auth.registerDone':
      'Poslali smo email na {email}. Otvorite link iz njega da potvrdite nalog (link važi 24 sata), pa se prijavite.',
    'auth.inviteDone': 'Nalog je napravljen, Vaše ranije narudžbe su u njemu i prijavljeni ste.',
    'auth.inviteOrdersLink': 'Moje narudžbe',
    'auth.haveAccount': 'Već imate nalog?',
    'auth.signInLink': 'Prijavite se',
    'auth.noAccount': 'Nemate nalog?',
    'auth.registerLink': 'Registrujte se',
    'auth.forgotLink': 'Zaboravili ste lozinku?',
    'auth.forgotTitle': 'Zaboravljena lozinka',
    'auth.forgotIntro': 'Unesite email adresu svog naloga i poslaćemo Vam link za novu lozinku.',
    'auth.forgotSubmit': 'Pošalji link',
    'auth.forgotDone':
      'Ako postoji nalog s adresom {email}, poslali smo na nju link za novu lozinku. Link važi 30 minuta.',
    'auth.resetTitle': 'Nova lozinka',
    'auth.resetSubmit': 'Sačuvaj lozinku',
    'auth.resetDone': 'Lozinka je promijenjena i svi uređaji su odjavljeni. Prijavite se novom lozinkom.',
    'auth.verifyTitle': 'Potvrda naloga',
    'auth.verifying': 'Potvrđujemo nalog…',
    'auth.verified': 'Email adresa je potvrđena. Sada se možete prijaviti.',
    'auth.askNewReset': 'Zatražite novi link za lozinku',
    'auth.resendTitle': 'Novi link za potvrdu naloga',
    'auth.resendIntro': 'Unesite email adresu naloga. Ako nalog još čeka potvrdu, poslaćemo novi link.',
    'auth.resendQuestion': 'Niste dobili email za potvrdu naloga?',
    'auth.resendSubmit': 'Pošalji novi link',
    'auth.resendDone': 'Ako nalog s adresom {email} čeka potvrdu, poslali smo na nju novi link (važi 24 sata).',
    'auth.sending': 'Šaljemo…',
    'email.verify.subject': 'Potvrdite svoj nalog na IT Shop',
    'email.verify.text':
      'Poštovani/a {name},\n\nhvala na registraciji. Potvrdite email adresu otvaranjem ovog linka (važi 24 sata):\n{link}\n\nAko se niste registrovali, zanemarite ovu poruku.\n\nIT Shop',
    'email.accountExists.subject': 'Vaš nalog na IT Shop već postoji',
    'email.accountExists.text':
      'Poštovani/a,\n\nneko je (vjerovatno Vi) pokušao napraviti nalog s ovom adresom, ali nalog već postoji. Prijavite se ovdje:\n{signIn}\n\nAko ste zaboravili lozinku, zatražite novu:\n{forgot}\n\nAko to niste bili Vi, zanemarite ovu poruku.\n\nIT Shop',
    'email.reset.subject': 'Nova lozinka za IT Shop',
    'email.reset.text':
      'Poštovani/a {name},\n\nza Vaš nalog je zatražena nova lozinka. Postavite je otvaranjem ovog linka (važi 30 minuta):\n{link}\n\nAko niste tražili novu lozinku, zanemarite ovu poruku: lozinka ostaje ista.\n\nIT Shop',
    'email.passwordChanged.subject': 'Lozinka Vašeg naloga je promijenjena',
    'email.passwordChanged.text':
      'Poštovani/a {name},\n\nlozinka Vašeg naloga na IT Shop je upravo promijenjena i svi uređaji su odjavljeni.\n\nAko to niste bili Vi, odmah zatražite novu lozinku i javite nam se:\n{forgot}\n\nIT Shop',
    'email.invite.text':
      'Napravite nalog jednim klikom (link važi 7 dana) i sve narudžbe i predračuni biće Vam na jednom mjestu:\n{link}',
  },
  en: {
    'auth.registerTitle': 'Create an account',
    'auth.registerIntro': 'With an account you can follow your orders, save products and pay faster.',
    'auth.inviteIntro': 'An account for {email}: your orders and pro-forma requests with this address will be in it.',
    'auth.name': 'Full name',
    'auth.email': 'Email',
    'auth.password': 'Password',
    'auth.newPassword': 'New password',
    'auth.passwordConfirm': 'Repeat the password',
    'auth.passwordHint':
      'At least 10 characters. A longer phrase beats special characters; common passwords are refused.',
    'auth.businessCustomer': 'I am buying for a company',
    'auth.companyName': 'Company name',
    'auth.jib': 'JIB (tax number)',
    'auth.businessAccount': "I am opening the company's business account (I am its administrator)",
    'auth.businessAccountHint':
      'Once we have verified the company, its users see the prices of its price list; you invite your colleagues. Orders for the company earn no loyalty points.',
    'auth.pdvNumber': 'PDV number (if the company is in the VAT system)',
    'auth.seatAddress': 'Registered address',
    'auth.deliveryAddress': 'Delivery address (if different)',
    'auth.termsBefore': 'I accept the',
    'auth.termsLink': 'terms of use',
    'auth.registerSubmit': 'Create account',
    'auth.registerDone':
      'We have sent an email to {email}. Open its link to confirm the account (it works for 24 hours), then sign in.',
    'auth.inviteDone': 'Your account is ready, your earlier orders are in it and you are signed in.',
    'auth.inviteOrdersLink': 'My orders',
    'auth.haveAccount': 'Already have an account?',
    'auth.signInLink': 'Sign in',
    'auth.noAccount': 'No account yet?',
    'auth.registerLink': 'Create one',
    'auth.forgotLink': 'Forgot your password?',
    'auth.forgotTitle': 'Forgotten password',
    'auth.forgotIntro': 'Enter the email address of your account and we will send you a link to set a new password.',
    'auth.forgotSubmit': 'Send the link',
    'auth.forgotDone':
      'If there is an account with the address {email}, we have sent it a link to set a new password. It works for 30 minutes.',
    'auth.resetTitle': 'New password',
    'auth.resetSubmit': 'Save the password',
    'auth.resetDone': 'Your password has been changed and every device signed out. Sign in with the new password.',
    'auth.verifyTitle': 'Account confirmation',
    'auth.verifying': 'Confirming your account…',
    'auth.verified': 'Your email address is confirmed. You can sign in now.',
    'auth.askNewReset': 'Ask for a new password link',
    'auth.resendTitle': 'A new confirmation link',
    'auth.resendIntro':
      'Enter the email address of the account. If it is still waiting for confirmation, we will send a new link.',
    'auth.resendQuestion': 'Did not get the confirmation email?',
    'auth.resendSubmit': 'Send a new link',
    'auth.resendDone':
      'If an account with the address {email} is waiting for confirmation, we have sent it a new link (it works for 24 hours).',
    'auth.sending': 'Sending…',
    'email.verify.subject': 'Confirm your IT Shop account',
    'email.verify.text':
      'Dear {name},\n\nthank you for registering. Confirm your email address by opening this link (it works for 24 hours):\n{link}\n\nIf you did not register, please ignore this message.\n\nIT Shop',
    'email.accountExists.subject': 'Your IT Shop account already exists',
    'email.accountExists.text':
      'Hello,\n\nsomeone (probably you) tried to create an account with this address, but the account already exists. Sign in here:\n{signIn}\n\nIf you have forgotten your password, ask for a new one:\n{forgot}\n\nIf it was not you, please ignore this message.\n\nIT Shop',
    'email.reset.subject': 'A new password for IT Shop',
    'email.reset.text':
      'Dear {name},\n\na new password was requested for your account. Set it by opening this link (it works for 30 minutes):\n{link}\n\nIf you did not ask for a new password, please ignore this message: your password stays the same.\n\nIT Shop',
    'email.passwordChanged.subject': 'Your account password has been changed',
    'email.passwordChanged.text':
      'Dear {name},\n\nthe password of your IT Shop account has just been changed and every device signed out.\n\nIf it was not you, ask for a new password at once and contact us:\n{forgot}\n\nIT Shop',
    'email.invite.text':
      'Create an account with one click (the link works for 7 days) and keep all your orders and pro-formas in one place:\n{link}',
  },
});
