import { type Language, translate } from '@shop/shared/i18n/core';
import { sitePaths } from '@shop/shared/site';
import { withHtmlPart } from '../../../outbox/email-layout';
import type { OutgoingEmail } from '../../../outbox/enqueue';

/** Where links point and the language the email is written in: the page's language when it was asked for. */
export interface EmailContext {
  /** `request.siteOrigin()`: SITE_URL, never the request's Host header. */
  origin: string;
  language: Language;
}

const verifyLink = ({ origin, language }: EmailContext, token: string) =>
  origin + sitePaths(language).accountLink('verifyAccount', token);
const forgotPasswordLink = ({ origin, language }: EmailContext) => origin + sitePaths(language).page('forgotPassword');

export function verificationEmail(context: EmailContext, to: string, name: string, token: string): OutgoingEmail {
  return withHtmlPart(
    {
      to,
      subject: translate(context.language, 'email.verify.subject'),
      text: translate(context.language, 'email.verify.text', { name, link: verifyLink(context, token) }),
    },
    context,
  );
}

/** Registration with an email that has an account: the owner is told (the visitor sees the usual answer). */
export function accountExistsEmail(context: EmailContext, to: string): OutgoingEmail {
  return withHtmlPart(
    {
      to,
      subject: translate(context.language, 'email.accountExists.subject'),
      text: translate(context.language, 'email.accountExists.text', {
        signIn: context.origin + sitePaths(context.language).page('signIn'),
        forgot: forgotPasswordLink(context),
      }),
    },
    context,
  );
}

export function passwordResetEmail(context: EmailContext, to: string, name: string, token: string): OutgoingEmail {
  const link = context.origin + sitePaths(context.language).accountLink('resetPassword', token);
  return withHtmlPart(
    {
      to,
      subject: translate(context.language, 'email.reset.subject'),
      text: translate(context.language, 'email.reset.text', { name, link }),
    },
    context,
  );
}

export function passwordChangedEmail(context: EmailContext, to: string, name: string): OutgoingEmail {
  return withHtmlPart(
    {
      to,
      subject: translate(context.language, 'email.passwordChanged.subject'),
      text: translate(context.language, 'email.passwordChanged.text', { name, forgot: forgotPasswordLink(context) }),
    },
    context,
  );
}

/** /registracija/{token}: the guest's one-click account, signed in at once. */
export function registrationInviteLink(context: EmailContext, token: string): string {
  return context.origin + sitePaths(context.language).accountLink('registerConfirm', token);
}
