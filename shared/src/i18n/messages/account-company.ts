import { defineMessages } from './define';

/** The account area's company page (/korisnik/firma, mf-account) and the invitation email (issue 27). */
export const accountCompanyMessages = defineMessages({
  sr: {
    'myCompany.title': 'Firma',
    'myCompany.none':
      'Vaš nalog ne pripada nijednoj firmi. Poslovni račun firme otvarate pri registraciji („Kupujem za firmu”), a u postojeću firmu vas poziva njen administrator.',
    'myCompany.jib': 'JIB: {jib}',
    'myCompany.verified': 'Firma je provjerena: vidite cijene iz njenog cjenovnika.',
    'myCompany.unverified': 'Firmu još provjeravamo; do tada vidite redovne cijene.',
    'myCompany.yourRole': 'Vaša uloga: {role}',
    'myCompany.role.kupac': 'kupac',
    'myCompany.role.administrator': 'administrator',
    'myCompany.members': 'Korisnici firme',
    'myCompany.invite': 'Pozovite kolegu',
    'myCompany.inviteEmail': 'Email kolege',
    'myCompany.inviteSubmit': 'Pošalji pozivnicu',
    'myCompany.inviteSent': 'Pozivnica je poslana na {email} (link važi 7 dana).',
    'myCompany.inviteHint': 'Kolega se prijavi ili registruje s ovom adresom i otvori link iz emaila.',
    'myCompany.joining': 'Pridružujemo vas firmi…',
    'myCompany.joined': 'Pridružili ste se firmi {name}.',
    'email.companyInvite.subject': 'Poziv u firmu {company} na IT Shop',
    'email.companyInvite.text':
      'Poštovani/a,\n\n{inviter} vas poziva da se pridružite firmi {company} na IT Shop webshopu, kao kupac s cijenama firme.\n\nPrijavite se ili se registrujte s ovom email adresom, pa otvorite link (važi 7 dana):\n{link}\n\nAko ne očekujete ovaj poziv, zanemarite poruku.\n\nIT Shop',
  },
  en: {
    'myCompany.title': 'Company',
    'myCompany.none':
      "Your account belongs to no company. You open a company's business account when you register (“I am buying for a company”); an existing company's administrator invites you.",
    'myCompany.jib': 'JIB: {jib}',
    'myCompany.verified': 'The company is verified: you see the prices of its price list.',
    'myCompany.unverified': 'We are still verifying the company; until then you see the regular prices.',
    'myCompany.yourRole': 'Your role: {role}',
    'myCompany.role.kupac': 'buyer',
    'myCompany.role.administrator': 'administrator',
    'myCompany.members': "The company's users",
    'myCompany.invite': 'Invite a colleague',
    'myCompany.inviteEmail': "Colleague's email",
    'myCompany.inviteSubmit': 'Send the invitation',
    'myCompany.inviteSent': 'The invitation was sent to {email} (the link works for 7 days).',
    'myCompany.inviteHint': 'Your colleague signs in or registers with this address and opens the link in the email.',
    'myCompany.joining': 'Joining you to the company…',
    'myCompany.joined': 'You joined {name}.',
    'email.companyInvite.subject': 'An invitation to {company} at IT Shop',
    'email.companyInvite.text':
      "Hello,\n\n{inviter} invites you to join {company} at the IT Shop web shop, as a buyer at the company's prices.\n\nSign in or register with this email address, then open the link (it works for 7 days):\n{link}\n\nIf you do not expect this invitation, ignore this message.\n\nIT Shop",
  },
});
