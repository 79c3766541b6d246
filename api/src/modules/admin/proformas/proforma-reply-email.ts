import { languageOrDefault, translate } from '@shop/shared/i18n/core';
import { composeEmail } from '../../../outbox/email-layout';
import type { OutgoingEmail } from '../../../outbox/enqueue';
import type { ProformaRow } from './admin-proforma-repository';

/** A staff reply to a pro-forma request, in the request's language, with the pro-forma PDF attached again. */
export function proformaReplyEmail(
  row: ProformaRow,
  reply: { number: string; message: string; pdf: Uint8Array; origin: string },
): OutgoingEmail {
  const language = languageOrDefault(row.language);
  return composeEmail({
    to: row.email,
    subject: translate(language, 'email.proformaReply.subject', { number: reply.number }),
    language,
    origin: reply.origin,
    name: row.contact_person,
    // The staff's own paragraphs, as written.
    blocks: reply.message.split(/\n{2,}/).map((paragraph) => ({ paragraph })),
    attachments: [{ filename: `predracun-${reply.number}.pdf`, content: reply.pdf, contentType: 'application/pdf' }],
  });
}
