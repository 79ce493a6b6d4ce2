/** Gregorian calendar facts shared by the date-of-birth rule and the date/time input mask (seed 001 §9). */

/** True for leap years of the Gregorian calendar (every 4th year, except centuries not divisible by 400). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Days in `month` (1-12) of `year`; 0 for a month outside 1-12. February has 29 days in leap years. */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    return 0;
  }
  if (month === 2 && isLeapYear(year)) {
    return 29;
  }
  return DAYS[month - 1] ?? 0;
}

/** A calendar date without time or zone. */
export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  /** 1-31 */
  day: number;
}

/** True when the parts name a real day (month 1-12, day within the month, leap days included). */
export function isRealDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  return Number.isInteger(year) && Number.isInteger(day) && day >= 1 && day <= daysInMonth(year, month);
}

/** Compares two calendar dates: negative when `a` is earlier, 0 when equal, positive when later. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Expands a two-digit year to the most recent matching year not after `todayYear` (a birth year is never in
 * the future): with today in 2026, `26` is 2026 and `27` is 1927. Four-digit years pass through.
 */
export function expandTwoDigitYear(year: number, todayYear: number): number {
  if (year >= 100) {
    return year;
  }
  const century = Math.floor(todayYear / 100) * 100;
  const candidate = century + year;
  return candidate > todayYear ? candidate - 100 : candidate;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** `YYYY-MM-DD`. */
export function toIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Zero-padded parts, for display formats. */
export function padDateParts(date: CalendarDate): { yyyy: string; mm: string; dd: string } {
  return { yyyy: pad(date.year, 4), mm: pad(date.month, 2), dd: pad(date.day, 2) };
}
