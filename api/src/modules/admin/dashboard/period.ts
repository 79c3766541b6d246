import { DASHBOARD_DEFAULT_DAYS, DASHBOARD_MAX_DAYS, type DashboardQuery } from '@shop/shared/contracts';
import { HttpError } from '../../../http/http-error';

const DAY_MS = 86_400_000;

/** `2026-11-23` → its UTC midnight in milliseconds. */
const dayTime = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export interface DashboardPeriod {
  /** Both ends included, UTC days. */
  from: string;
  to: string;
  /** Every day of the period in order: the chart's x axis, empty days included. */
  days: string[];
  /** The ISO range the queries read: from's midnight up to (excluded) the midnight after `to`. */
  range: { from: string; until: string };
}

/**
 * The period the dashboard shows: as asked, or the last 30 days up to `today`. Only `to` given: the 30 days up to it;
 * only `from`: from it up to today. A start after the end or more than DASHBOARD_MAX_DAYS days answers 400.
 */
export function dashboardPeriod(query: DashboardQuery, now = new Date()): DashboardPeriod {
  const to = query.to ?? dayOf(now.getTime());
  const from = query.from ?? dayOf(dayTime(to) - (DASHBOARD_DEFAULT_DAYS - 1) * DAY_MS);
  const length = (dayTime(to) - dayTime(from)) / DAY_MS + 1;
  if (length < 1 || length > DASHBOARD_MAX_DAYS) {
    throw new HttpError('DASHBOARD_BAD_PERIOD', { max: DASHBOARD_MAX_DAYS });
  }
  const days = Array.from({ length }, (_, index) => dayOf(dayTime(from) + index * DAY_MS));
  return {
    from,
    to,
    days,
    range: { from: new Date(dayTime(from)).toISOString(), until: new Date(dayTime(to) + DAY_MS).toISOString() },
  };
}
