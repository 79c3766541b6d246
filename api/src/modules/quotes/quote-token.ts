import { createHash, randomBytes } from 'node:crypto';

/** base64url of 32 random bytes: anything else is no link of ours and is not looked up. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** The database keeps only the SHA-256: a leaked table opens no quote. */
export const hashQuoteToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newQuoteToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashQuoteToken(token) };
}

/** The hash to look a link's token up by, or undefined for a token of the wrong shape. */
export const quoteTokenHash = (token: string) => (TOKEN_FORMAT.test(token) ? hashQuoteToken(token) : undefined);
