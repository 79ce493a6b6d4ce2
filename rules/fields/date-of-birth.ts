import { DEFAULT_COUNTRY } from '../constants';
import {
  compareDates,
  expandTwoDigitYear,
  isRealDate,
  padDateParts,
  type CalendarDate,
} from '../dates/calendar';
import { fail, ok, runFieldRule } from './common';
import type { FieldCountry, FieldOptions, FieldResult } from './types';

// Fixed-width groups: linear. `/` is the spec's separator; `-` and `.` are accepted as typed alternatives.
const MONTH_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/;
const YEAR_FIRST = /^(\d{4}|\d{2})[/.-](\d{1,2})[/.-](\d{1,2})$/;

/**
 * Reads a date of birth typed as M/D/Y (US) or Y/M/D (Canada), with a two- or four-digit year, into its
 * parts. Returns null when the shape is wrong. Two-digit years resolve to the latest year not after `today`.
 */
export function parseDateOfBirth(text: string, country: FieldCountry, today: Date): CalendarDate | null {
  if (typeof text !== 'string' || text.length > 10) {
    return null;
  }
  const m = country === 'CA' ? YEAR_FIRST.exec(text) : MONTH_FIRST.exec(text);
  if (!m) {
    return null;
  }
  const [yearText, monthText, dayText] = country === 'CA' ? [m[1], m[2], m[3]] : [m[3], m[1], m[2]];
  const todayYear = Number.isNaN(today.getTime()) ? new Date().getFullYear() : today.getFullYear();
  return {
    year: expandTwoDigitYear(Number(yearText), todayYear),
    month: Number(monthText),
    day: Number(dayText),
  };
}

/** Display form of a date of birth (seed 001 §5): MM/DD/YYYY, or YYYY/MM/DD for Canada. */
export function formatDateOfBirth(date: CalendarDate, country: FieldCountry = DEFAULT_COUNTRY): string {
  const { yyyy, mm, dd } = padDateParts(date);
  return country === 'CA' ? `${yyyy}/${mm}/${dd}` : `${mm}/${dd}/${yyyy}`;
}

/**
 * Date of birth (seed 001 §5): month/day/year (year/month/day for Canada) with a two- or four-digit year,
 * and a real calendar date (leap days included). Chosen: a date after `today` is refused as `invalidDate`,
 * since nobody is born in the future. Normalised to the display form (`04/09/1980` or `1980/04/09`).
 */
export function validateDateOfBirth(value: string, options?: FieldOptions): FieldResult {
  const country = options?.country ?? DEFAULT_COUNTRY;
  const today =
    options?.today instanceof Date && !Number.isNaN(options.today.getTime()) ? options.today : new Date();
  return runFieldRule(value, options, true, (text) => {
    const date = parseDateOfBirth(text, country, today);
    if (date === null) {
      return fail('invalidFormat');
    }
    const now: CalendarDate = {
      year: today.getFullYear(),
      month: today.getMonth() + 1,
      day: today.getDate(),
    };
    if (!isRealDate(date) || compareDates(date, now) > 0) {
      return fail('invalidDate');
    }
    return ok(formatDateOfBirth(date, country));
  });
}
