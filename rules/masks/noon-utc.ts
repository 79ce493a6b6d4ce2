import { DEFAULT_COUNTRY } from '../constants';
import { isRealDate, toIsoDate, type CalendarDate } from '../dates/calendar';
import { parseDateOfBirth } from '../fields/date-of-birth';
import type { FieldCountry } from '../fields/types';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Dates of birth are normalised to noon UTC (seed 001 §5), so the calendar day survives any time-zone
 * conversion (noon UTC is the same date from UTC-12 to UTC+11). Accepts calendar parts, an ISO date
 * (`1980-04-09`) or the typed form of the country (`4/9/1980`; `1980/04/09` for Canada). Returns the ISO
 * instant `1980-04-09T12:00:00.000Z`, or null when the input is not a real date.
 */
export function toNoonUtc(
  dateOfBirth: string | CalendarDate,
  options?: { country?: FieldCountry | undefined; today?: Date | undefined },
): string | null {
  let date: CalendarDate | null = null;
  if (typeof dateOfBirth === 'string') {
    const text = dateOfBirth.trim();
    const iso = ISO_DATE.exec(text);
    date = iso
      ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
      : parseDateOfBirth(text, options?.country ?? DEFAULT_COUNTRY, options?.today ?? new Date());
  } else if (typeof dateOfBirth === 'object' && dateOfBirth !== null) {
    date = dateOfBirth;
  }
  if (date === null || !isRealDate(date) || date.year < 1 || date.year > 9999) {
    return null;
  }
  return `${toIsoDate(date)}T12:00:00.000Z`;
}
