import { DATE_MASK } from '../constants';
import { daysInMonth, isLeapYear } from '../dates/calendar';

/**
 * The date/time input mask of seed 001 §9: day 1-31, month 1-12, hours 1-12 or 0-23, minutes and seconds
 * 0-59, two- or four-digit year, leap-day handling, optional min and max dates, placeholder underscore.
 * Pure functions: `applyDateMask` turns what was typed into the masked display, `validateDateMask` reads a
 * complete value. (The spec does not show whether the product uses this mask; the kit offers it.)
 */

/** Mask tokens: `YYYY`/`YY` year, `MM` month, `DD` day, `HH` hour 0-23, `hh` hour 1-12, `mm` minute, `ss` second. */
export type DateMaskToken = 'YYYY' | 'YY' | 'MM' | 'DD' | 'HH' | 'hh' | 'mm' | 'ss';

/** A parsed format: tokens and the literal separators between them. */
export type DateMaskSegment = { token: DateMaskToken } | { literal: string };

const TOKENS: readonly DateMaskToken[] = ['YYYY', 'YY', 'MM', 'DD', 'HH', 'hh', 'mm', 'ss'];
const MAX_FORMAT = 64;

/** Splits a format such as `MM/DD/YYYY hh:mm` into tokens and literals (longest token first). */
export function parseDateMaskFormat(format: string): DateMaskSegment[] {
  const text = typeof format === 'string' ? format.slice(0, MAX_FORMAT) : '';
  const segments: DateMaskSegment[] = [];
  let i = 0;
  while (i < text.length) {
    const token = TOKENS.find((t) => text.startsWith(t, i));
    if (token !== undefined) {
      segments.push({ token });
      i += token.length;
    } else {
      segments.push({ literal: text.charAt(i) });
      i += 1;
    }
  }
  return segments;
}

/** Highest allowed first digit of each two-digit token; a larger first digit is zero-padded while typing. */
const FIRST_DIGIT_MAX: { readonly [T in DateMaskToken]?: number } = {
  MM: 1,
  DD: 3,
  HH: 2,
  hh: 1,
  mm: 5,
  ss: 5,
};

/** What `applyDateMask` returns. */
export interface DateMaskState {
  /** The masked text, with the placeholder where digits are still missing, e.g. `04/0_/____`. */
  display: string;
  /** The digits placed, without separators. */
  digits: string;
  /** Every slot is filled. */
  complete: boolean;
}

/**
 * Places the digits of `input` into the slots of `format`, ignoring any other characters, and pads a
 * two-digit segment with 0 when its first digit cannot start a valid value (typing `4` in a month gives
 * `04`). Extra digits are dropped. Range and calendar checks are `validateDateMask`'s job.
 */
export function applyDateMask(
  input: string,
  format: string,
  placeholder: string = DATE_MASK.placeholder,
): DateMaskState {
  const segments = parseDateMaskFormat(format);
  const capacity = segments.reduce((n, s) => n + ('token' in s ? s.token.length : 0), 0);
  const typed: string[] = [];
  const source = typeof input === 'string' ? input : '';
  for (let i = 0; i < source.length && typed.length < capacity; i += 1) {
    const c = source.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      typed.push(source.charAt(i));
    }
  }
  let cursor = 0;
  let display = '';
  let digits = '';
  let complete = true;
  for (const segment of segments) {
    if ('literal' in segment) {
      display += segment.literal;
      continue;
    }
    let part = '';
    const width = segment.token.length;
    const firstMax = FIRST_DIGIT_MAX[segment.token];
    while (part.length < width && cursor < typed.length) {
      const d = typed[cursor] ?? '';
      if (part.length === 0 && width === 2 && firstMax !== undefined && Number(d) > firstMax) {
        part = `0${d}`;
      } else {
        part += d;
      }
      cursor += 1;
    }
    if (part.length < width) {
      complete = false;
    }
    digits += part;
    display += part.padEnd(width, placeholder);
  }
  return { display, digits, complete: complete && capacity > 0 };
}

/** Date and time parts read from a mask; absent tokens are undefined. */
export interface DateTimeParts {
  year: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
}

/** Why a masked value was refused. `leapDay` is 29 February of a year that has none. */
export const DATE_MASK_REASONS = [
  'incomplete',
  'month',
  'day',
  'leapDay',
  'hour',
  'minute',
  'second',
  'beforeMin',
  'afterMax',
] as const;

/** One of `DATE_MASK_REASONS`. */
export type DateMaskReason = (typeof DATE_MASK_REASONS)[number];

/** Options of `validateDateMask`. */
export interface DateMaskOptions {
  /** Earliest allowed value (inclusive); only the parts the format has are compared. */
  min?: Partial<DateTimeParts> | undefined;
  /** Latest allowed value (inclusive); only the parts the format has are compared. */
  max?: Partial<DateTimeParts> | undefined;
  /** Century added to a two-digit year. @default 2000 */
  century?: number | undefined;
}

type PartName = keyof DateTimeParts;
const PART_ORDER: readonly PartName[] = ['year', 'month', 'day', 'hour', 'minute', 'second'];

/** Compares only the parts the format has, so `HH:mm` takes a min of `{ hour: 9, minute: 0 }`. */
function compareParts(
  a: Partial<DateTimeParts>,
  b: Partial<DateTimeParts>,
  present: ReadonlySet<PartName>,
): number {
  for (const name of PART_ORDER) {
    if (present.has(name)) {
      const diff = (a[name] ?? 0) - (b[name] ?? 0);
      if (diff !== 0) {
        return diff;
      }
    }
  }
  return 0;
}

function inRange(value: number, min: number, max: number): boolean {
  return value >= min && value <= max;
}

/**
 * Reads a masked value against `format` and checks each part's range (seed 001 §9), the real calendar
 * (30-day months, February, leap days) and the optional min and max. A format without a year checks days
 * against a leap year (so 29 February is allowed); without a month, against 31 days.
 */
export function validateDateMask(
  value: string,
  format: string,
  options?: DateMaskOptions,
): { valid: true; value: DateTimeParts } | { valid: false; reason: DateMaskReason } {
  const state = applyDateMask(value, format);
  if (!state.complete) {
    return { valid: false, reason: 'incomplete' };
  }
  const read: Partial<Record<DateMaskToken, number>> = {};
  let cursor = 0;
  for (const segment of parseDateMaskFormat(format)) {
    if ('token' in segment) {
      read[segment.token] = Number(state.digits.slice(cursor, cursor + segment.token.length));
      cursor += segment.token.length;
    }
  }
  const century =
    typeof options?.century === 'number' && Number.isFinite(options.century) ? options.century : 2000;
  const year = read.YYYY ?? (read.YY === undefined ? undefined : century + read.YY);
  const month = read.MM;
  const day = read.DD;
  if (month !== undefined && !inRange(month, DATE_MASK.monthMin, DATE_MASK.monthMax)) {
    return { valid: false, reason: 'month' };
  }
  if (day !== undefined) {
    if (!inRange(day, DATE_MASK.dayMin, DATE_MASK.dayMax)) {
      return { valid: false, reason: 'day' };
    }
    if (month !== undefined) {
      const limitYear = year ?? 2000; // No year in the format: allow 29 February (2000 is a leap year).
      if (month === 2 && day === 29 && !isLeapYear(limitYear)) {
        return { valid: false, reason: 'leapDay' };
      }
      if (day > daysInMonth(limitYear, month)) {
        return { valid: false, reason: 'day' };
      }
    }
  }
  let hour: number | undefined;
  if (read.HH !== undefined) {
    if (!inRange(read.HH, DATE_MASK.hour24Min, DATE_MASK.hour24Max)) {
      return { valid: false, reason: 'hour' };
    }
    hour = read.HH;
  } else if (read.hh !== undefined) {
    if (!inRange(read.hh, DATE_MASK.hour12Min, DATE_MASK.hour12Max)) {
      return { valid: false, reason: 'hour' };
    }
    hour = read.hh;
  }
  if (read.mm !== undefined && !inRange(read.mm, 0, DATE_MASK.minuteSecondMax)) {
    return { valid: false, reason: 'minute' };
  }
  if (read.ss !== undefined && !inRange(read.ss, 0, DATE_MASK.minuteSecondMax)) {
    return { valid: false, reason: 'second' };
  }
  // Parts missing from the format default to 0 / 1 / 1 in the result and are left out of min/max checks.
  const parts: DateTimeParts = { year: year ?? 0, month: month ?? 1, day: day ?? 1 };
  if (hour !== undefined) {
    parts.hour = hour;
  }
  if (read.mm !== undefined) {
    parts.minute = read.mm;
  }
  if (read.ss !== undefined) {
    parts.second = read.ss;
  }
  const present = new Set<PartName>();
  if (year !== undefined) {
    present.add('year');
  }
  if (month !== undefined) {
    present.add('month');
  }
  if (day !== undefined) {
    present.add('day');
  }
  for (const name of ['hour', 'minute', 'second'] as const) {
    if (parts[name] !== undefined) {
      present.add(name);
    }
  }
  if (options?.min !== undefined && compareParts(parts, options.min, present) < 0) {
    return { valid: false, reason: 'beforeMin' };
  }
  if (options?.max !== undefined && compareParts(parts, options.max, present) > 0) {
    return { valid: false, reason: 'afterMax' };
  }
  return { valid: true, value: parts };
}
