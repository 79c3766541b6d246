import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface ReceivedEmail {
  subject: string;
  /** The plain-text part (every email has one). */
  text: string;
  /** The HTML part, when the email has one. */
  html?: string;
}

/** One MIME part's body as text: quoted-printable or base64 decoded (nodemailer picks by content). */
function decodedBody(head: string, body: string): string {
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

/** The text parts of an .eml (or of one of its parts) by content type, through nested multiparts. */
function textParts(eml: string): Map<string, string> {
  const [head = '', ...rest] = eml.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const type = /^content-type:\s*([^;\s]+)/im.exec(head)?.[1]?.toLowerCase() ?? 'text/plain';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (!type.startsWith('multipart/') || !boundary) return new Map([[type, decodedBody(head, body)]]);
  const parts = new Map<string, string>();
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break;
    for (const [partType, text] of textParts(part.replace(/^\r?\n/, '')))
      if (!parts.has(partType)) parts.set(partType, text);
  }
  return parts;
}

/** An encoded-word subject (`=?UTF-8?Q?…?=`) as text. */
function subjectOf(eml: string): string {
  const raw = /^subject:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(eml)?.[1] ?? '';
  return raw
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, kind: string, word: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(word, 'base64').toString('utf8')
        : decodeURIComponent(word.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    );
}

/**
 * Waits for the outbox worker to write an email to `to` (an .eml file in the server's OUTBOX_DIR) whose text matches
 * `pattern`, and returns the newest such email.
 */
export async function waitForEmail(directory: string, to: string, pattern: RegExp, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(directory).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
    for (const file of files.sort().reverse()) {
      const eml = await readFile(path.join(directory, file), 'utf8');
      if (!new RegExp(`^to:.*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(eml)) continue;
      const parts = textParts(eml);
      const email: ReceivedEmail = {
        subject: subjectOf(eml),
        text: parts.get('text/plain') ?? '',
        html: parts.get('text/html'),
      };
      if (pattern.test(email.text)) return email;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no email to ${to} matching ${pattern} within ${timeoutMs} ms`);
}

/** The first link of the email's text on `origin` (the configured SITE_URL). */
export function linkIn(email: ReceivedEmail, origin: string, pathPattern: RegExp): string {
  const escaped = origin.replace(/[.:/]/g, '\\$&');
  const match = new RegExp(`${escaped}${pathPattern.source}`).exec(email.text);
  if (!match) throw new Error(`no ${pathPattern} link in:\n${email.text}`);
  return match[0];
}
