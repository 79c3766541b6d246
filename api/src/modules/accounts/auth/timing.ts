/**
 * Runs `work` and answers no sooner than `ms` after the start, so that a request's duration does not tell which path
 * it took (an account exists or not: OWASP's forgotten-password advice). `ms` must exceed the slow path's usual time.
 */
export async function withMinimumDuration<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
