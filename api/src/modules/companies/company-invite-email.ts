import { translate } from '@shop/shared/i18n/core';
import { sitePaths } from '@shop/shared/site';
import { withHtmlPart } from '../../outbox/email-layout';
import type { OutgoingEmail } from '../../outbox/enqueue';
import type { EmailContext } from '../accounts';

/** A company administrator's invitation: the link joins the signed-in account of the invited address. */
export function companyInviteEmail(
  context: EmailContext,
  invite: { to: string; company: string; inviter: string; token: string },
): OutgoingEmail {
  const link = context.origin + sitePaths(context.language).joinCompany(invite.token);
  return withHtmlPart(
    {
      to: invite.to,
      subject: translate(context.language, 'email.companyInvite.subject', { company: invite.company }),
      text: translate(context.language, 'email.companyInvite.text', {
        company: invite.company,
        inviter: invite.inviter,
        link,
      }),
    },
    context,
  );
}
