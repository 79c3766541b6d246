export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls `check` every `everyMs` until it holds (a throw counts as "not yet"), or fails with `what` after `ms`.
 * Resolves to how long it took.
 */
export async function waitFor(what: string, check: () => Promise<boolean>, ms: number, everyMs = 100): Promise<number> {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms: ${what}`);
    await sleep(everyMs);
  }
  return Date.now() - started;
}
