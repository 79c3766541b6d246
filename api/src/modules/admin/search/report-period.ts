const DAY_MS = 86_400_000;
/** #Pretraga shows the last week unless asked for another number of days. */
export const DEFAULT_REPORT_DAYS = 7;

/** The first day (`YYYY-MM-DD`, UTC) of the last `days` days, today included. */
export function searchReportSince(now: Date, days = DEFAULT_REPORT_DAYS): string {
  return new Date(now.getTime() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
}
