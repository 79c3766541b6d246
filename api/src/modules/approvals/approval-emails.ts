import { formatPrice } from '@shop/shared/format';
import { translate } from '@shop/shared/i18n/core';
import { sitePaths } from '@shop/shared/site';
import { feningaToKm } from '../../lib/money';
import { withHtmlPart } from '../../outbox/email-layout';
import type { OutgoingEmail } from '../../outbox/enqueue';
import type { EmailContext } from '../accounts';

const km = (minor: number) => formatPrice(feningaToKm(minor));
const approvalsLink = (context: EmailContext) => context.origin + sitePaths(context.language).page('accountApprovals');

/** To each of the company's administrators: a buyer's order waits for their decision. */
export function approvalWaitingEmail(
  context: EmailContext,
  notice: { to: string; buyer: string; buyerEmail: string; company: string; totalMinor: number; limitMinor: number },
): OutgoingEmail {
  const values = {
    buyer: notice.buyer,
    buyerEmail: notice.buyerEmail,
    company: notice.company,
    total: km(notice.totalMinor),
    limit: km(notice.limitMinor),
    link: approvalsLink(context),
  };
  return withHtmlPart(
    {
      to: notice.to,
      subject: translate(context.language, 'email.approvalWaiting.subject', values),
      text: translate(context.language, 'email.approvalWaiting.text', values),
    },
    context,
  );
}

/** To the buyer: the administrator declined the order (the reason, when given). */
export function approvalDeclinedEmail(
  context: EmailContext,
  notice: { to: string; totalMinor: number; reason: string | null },
): OutgoingEmail {
  const values = {
    total: km(notice.totalMinor),
    reason: notice.reason ?? translate(context.language, 'email.approvalDeclined.noReason'),
    link: approvalsLink(context),
  };
  return withHtmlPart(
    {
      to: notice.to,
      subject: translate(context.language, 'email.approvalDeclined.subject', values),
      text: translate(context.language, 'email.approvalDeclined.text', values),
    },
    context,
  );
}
