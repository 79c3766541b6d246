const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/**
 * How long to wait after the `attempts`-th failed delivery: 30 s, doubling, at most an hour. There is no last
 * attempt: a message keeps being retried hourly until SMTP takes it.
 */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(exponent, 20), MAX_RETRY_MS);
}
