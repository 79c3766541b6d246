import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

/** A message ready to leave, with its outbox row's id and creation time (a retried delivery writes the same file). */
export interface DeliverableEmail extends Mail.Options {
  outboxId: number;
  queuedAt: string;
}

export interface EmailTransport {
  /** Resolves once the message is accepted (by the SMTP server, or written to disk); rejects otherwise. */
  send(email: DeliverableEmail): Promise<void>;
  close(): void;
}

/** SMTP when a URL is configured (smtp://user:pass@host:587, smtps://…), else .eml files in `directory`. */
export function createEmailTransport(options: { smtpUrl?: string; directory: string }): EmailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl) : fileTransport(options.directory);
}

function smtpTransport(smtpUrl: string): EmailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send({ outboxId: _id, queuedAt: _queuedAt, ...message }) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/** Development and demos: each message as a standard .eml file any mail client opens. */
function fileTransport(directory: string): EmailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ outboxId, queuedAt, ...message }) {
      const info = await builder.sendMail(message);
      await mkdir(directory, { recursive: true });
      const file = path.join(directory, emlFileName(outboxId, queuedAt));
      // Written under a temporary name and renamed, so a reader never sees half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    close: () => builder.close(),
  };
}

/**
 * `20261122T101500123Z-00000007.eml`: sorts by queue time, and stays unique when several databases (a test run, a
 * second instance) write to the same folder; the same row always maps to the same name.
 */
export function emlFileName(outboxId: number, queuedAt: string): string {
  return `${queuedAt.replace(/[-:.]/g, '')}-${String(outboxId).padStart(8, '0')}.eml`;
}
