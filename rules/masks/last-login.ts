import { DAYS_PER_MONTH, DAYS_PER_WEEK, DAYS_PER_YEAR } from '../constants';

const MS_PER_DAY = 86_400_000;

/** Unit of the last-login text; the catalogue words it ("Today", "3 days ago", ...). */
export type LastLoginUnit = 'today' | 'days' | 'weeks' | 'months' | 'years';

/** The last-login bucket: the unit and how many of it (0 for `today`). */
export interface LastLogin {
  unit: LastLoginUnit;
  count: number;
}

function toTime(value: Date | number | string): number {
  if (value instanceof Date) {
    return value.getTime();
  }
  return typeof value === 'number' ? value : Date.parse(value);
}

/**
 * Last-login text buckets (seed 001 §9): Today, then days, weeks (7 days), months (30 days), years
 * (365 days), counted in whole elapsed days between `lastLogin` and `now`. Chosen: "today" means less than a
 * full day ago (elapsed time needs no time zone); a future or unreadable time also reads as today, since it
 * can only come from clock skew.
 */
export function describeLastLogin(
  lastLogin: Date | number | string,
  now: Date | number | string = Date.now(),
): LastLogin {
  const elapsed = toTime(now) - toTime(lastLogin);
  const days = Number.isFinite(elapsed) && elapsed > 0 ? Math.floor(elapsed / MS_PER_DAY) : 0;
  if (days < 1) {
    return { unit: 'today', count: 0 };
  }
  if (days < DAYS_PER_WEEK) {
    return { unit: 'days', count: days };
  }
  if (days < DAYS_PER_MONTH) {
    return { unit: 'weeks', count: Math.floor(days / DAYS_PER_WEEK) };
  }
  if (days < DAYS_PER_YEAR) {
    return { unit: 'months', count: Math.floor(days / DAYS_PER_MONTH) };
  }
  return { unit: 'years', count: Math.floor(days / DAYS_PER_YEAR) };
}
