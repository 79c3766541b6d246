import type { DbOrTransaction } from '../db/db-or-transaction';

export interface EmailAttachment {
  filename: string;
  /** Bytes (a PDF, say) or text. */
  content: Uint8Array | string;
  contentType?: string;
}

/** Which mail goes first when the outbox is busy: order confirmations never wait behind contact or pro-forma mail. */
export const EMAIL_PRIORITY = { order: 2, account: 1, normal: 0 } as const;

export interface OutgoingEmail {
  to: string;
  /** Default `normal`. */
  priority?: keyof typeof EMAIL_PRIORITY;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
}

/** How an attachment is kept in the outbox row (JSON): bytes as base64. */
export interface StoredAttachment {
  filename: string;
  contentType?: string;
  contentBase64: string;
}

/**
 * Queues an email; the outbox worker delivers it (SMTP, or an .eml file without SMTP) and retries until it is sent.
 * Pass the transaction that stores the business row (a pro-forma request, a contact message) so both commit or
 * neither does. Returns the outbox row's id.
 */
export async function enqueueEmail(db: DbOrTransaction, email: OutgoingEmail): Promise<number> {
  const attachments = email.attachments?.map(toStoredAttachment);
  const { insertId } = await db
    .insertInto('email_outbox')
    .values({
      to_address: email.to,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html ?? null,
      attachments_json: attachments?.length ? JSON.stringify(attachments) : null,
      priority: EMAIL_PRIORITY[email.priority ?? 'normal'],
      next_attempt_at: new Date().toISOString(),
      last_error: null,
      sent_at: null,
    })
    .executeTakeFirstOrThrow();
  return Number(insertId);
}

function toStoredAttachment({ filename, content, contentType }: EmailAttachment): StoredAttachment {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
  return { filename, contentType, contentBase64: bytes.toString('base64') };
}
