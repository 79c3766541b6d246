import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { StoredAttachment } from './enqueue';
import { retryDelayMs } from './retry-delay';
import type { EmailTransport } from './transport';

/** A claimed message is invisible to other workers (other API instances) for this long while it is being sent. */
const CLAIM_MS = 5 * 60_000;
/** Messages handed to the transport at once: one slow SMTP answer must not hold up the rest of the round. */
const CONCURRENCY = 4;
/**
 * A send that has not finished by then counts as failed and is retried later (a hung SMTP connection). Rarely the
 * late send still completes, and the message arrives twice: better than never, and far below the claim time.
 */
const SEND_TIMEOUT_MS = 30_000;

/** Rejects when `promise` has not settled within `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

export interface DeliveryOptions {
  from: string;
  now?: Date;
  batchSize?: number;
  concurrency?: number;
  sendTimeoutMs?: number;
}

/**
 * Sends the messages that are due, highest priority first (order mail before contact and pro-forma floods), several
 * at a time, each within a timeout. Each row is first claimed with a conditional UPDATE (portable, no row locks), so
 * two API instances never send the same message. A failure records the error and schedules the next attempt; no
 * message is ever dropped.
 */
export async function deliverDueEmails(
  db: Kysely<Database>,
  transport: EmailTransport,
  {
    from,
    now = new Date(),
    batchSize = 20,
    concurrency = CONCURRENCY,
    sendTimeoutMs = SEND_TIMEOUT_MS,
  }: DeliveryOptions,
): Promise<DeliveryReport> {
  const nowIso = now.toISOString();
  const due = await db
    .selectFrom('email_outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowIso)
    .orderBy('priority', 'desc')
    .orderBy('id')
    .limit(batchSize)
    .execute();

  const report: DeliveryReport = { sent: 0, failed: 0 };
  const deliver = async (row: (typeof due)[number]) => {
    const claimed = await db
      .updateTable('email_outbox')
      .set({ next_attempt_at: new Date(now.getTime() + CLAIM_MS).toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;

    try {
      const sending = transport.send({
        outboxId: row.id,
        queuedAt: row.created_at,
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        attachments: parseAttachments(row.attachments_json),
      });
      await withTimeout(sending, sendTimeoutMs);
      await db
        .updateTable('email_outbox')
        .set({ status: 'sent', sent_at: new Date().toISOString(), last_error: null })
        .where('id', '=', row.id)
        .execute();
      report.sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      await db
        .updateTable('email_outbox')
        .set({
          attempts,
          last_error: String(error instanceof Error ? error.message : error).slice(0, 2000),
          next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      report.failed += 1;
    }
  };
  // `concurrency` lanes, each taking the next row in priority order.
  const queue = [...due];
  const lane = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) await deliver(row);
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
  return report;
}

function parseAttachments(json: string | null) {
  if (!json) return undefined;
  return (JSON.parse(json) as StoredAttachment[]).map(({ filename, contentType, contentBase64 }) => ({
    filename,
    contentType,
    content: Buffer.from(contentBase64, 'base64'),
  }));
}
