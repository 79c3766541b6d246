const DAY_MS = 86_400_000;

/** Today's calendar day in UTC, as the API counts days (`2026-11-23`). */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The preset "last n days": n days up to today, both included. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const to = utcToday(now);
  const from = new Date(Date.parse(`${to}T00:00:00.000Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}
