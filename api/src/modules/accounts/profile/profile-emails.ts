import type { Language } from '@shop/shared/i18n/core';
import { withHtmlPart } from '../../../outbox/email-layout';
import type { OutgoingEmail } from '../../../outbox/enqueue';

interface LinkMail {
  to: string;
  name: string;
  link: string;
  language: Language;
  /** SITE_URL: the HTML part's header links home. */
  origin: string;
}

const SIGNATURE = 'IT Shop';

/** Sent to the new address: the change happens only when this link is opened (valid 24 h). */
export function emailChangeEmail({ to, name, link, language, origin }: LinkMail): OutgoingEmail {
  const text =
    language === 'en'
      ? [
          `Dear ${name},`,
          '',
          'you asked to use this address for your IT Shop account. Open the link below to confirm it',
          '(valid for 24 hours; until then, your account keeps its current address):',
          '',
          link,
          '',
          'If you did not ask for this, ignore this message.',
        ]
      : [
          `Poštovani/a ${name},`,
          '',
          'zatražili ste da se ova adresa koristi za Vaš IT Shop nalog. Otvorite link ispod da to potvrdite',
          '(važi 24 sata; do tada nalog zadržava trenutnu adresu):',
          '',
          link,
          '',
          'Ako ovo niste tražili Vi, zanemarite ovu poruku.',
        ];
  return withHtmlPart(
    {
      to,
      subject: language === 'en' ? 'Confirm your new email address' : 'Potvrdite novu email adresu',
      text: [...text, '', SIGNATURE].join('\n'),
    },
    { language, origin },
  );
}

/** Sent to the account's address: the account is deleted only when this link is opened (valid 24 h). */
export function accountDeletionEmail({ to, name, link, language, origin }: LinkMail): OutgoingEmail {
  const text =
    language === 'en'
      ? [
          `Dear ${name},`,
          '',
          'you asked to delete your IT Shop account. Open the link below to delete it for good (valid for 24 hours).',
          'Your orders are kept for accounting without your personal data; everything else is deleted.',
          '',
          link,
          '',
          'If you did not ask for this, ignore this message and consider changing your password.',
        ]
      : [
          `Poštovani/a ${name},`,
          '',
          'zatražili ste brisanje svog IT Shop naloga. Otvorite link ispod da ga trajno obrišete (važi 24 sata).',
          'Narudžbe se čuvaju radi knjigovodstva, bez Vaših ličnih podataka; sve ostalo se briše.',
          '',
          link,
          '',
          'Ako ovo niste tražili Vi, zanemarite ovu poruku i razmislite o promjeni lozinke.',
        ];
  return withHtmlPart(
    {
      to,
      subject: language === 'en' ? 'Confirm the deletion of your account' : 'Potvrdite brisanje naloga',
      text: [...text, '', SIGNATURE].join('\n'),
    },
    { language, origin },
  );
}

/** Sent to the old address once the email has changed, so a takeover does not go unnoticed. */
export function emailChangedNotice({ to, name, language, origin }: Omit<LinkMail, 'link'>): OutgoingEmail {
  const text =
    language === 'en'
      ? [
          `Dear ${name},`,
          '',
          'the email address of your IT Shop account has been changed; this address no longer signs in.',
          'If you did not do this, contact us right away.',
        ]
      : [
          `Poštovani/a ${name},`,
          '',
          'email adresa Vašeg IT Shop naloga je promijenjena; s ovom adresom se više ne prijavljujete.',
          'Ako to niste uradili Vi, odmah nas kontaktirajte.',
        ];
  return withHtmlPart(
    {
      to,
      subject: language === 'en' ? 'Your email address has changed' : 'Email adresa naloga je promijenjena',
      text: [...text, '', SIGNATURE].join('\n'),
    },
    { language, origin },
  );
}
