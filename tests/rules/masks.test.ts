import { describe, expect, it } from 'vitest';
import {
  applyDateMask,
  daysInMonth,
  describeLastLogin,
  formatCountdown,
  formatSsn,
  isLeapYear,
  maskEmail,
  maskPhone,
  parseDateMaskFormat,
  toNoonUtc,
  validateDateMask,
  type DateMaskOptions,
  type LastLogin,
} from '../../rules';

describe('maskPhone (last 4 shown)', () => {
  it.each([
    ['2125550199', '******0199'],
    ['+1 212 555 0199', '********0199'],
    ['0199', '****'],
    ['99', '**'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });
  it('takes a mask character', () => {
    expect(maskPhone('2125550199', { maskChar: '•' })).toBe('••••••0199');
  });
});

describe('maskEmail (first and last of the local part)', () => {
  it.each([
    ['jane.doe@example.com', 'j******e@example.com'],
    ['abc@example.com', 'a*c@example.com'],
    ['ab@example.com', 'a*@example.com'],
    ['a@example.com', 'a@example.com'],
    ['  jane@example.com ', 'j**e@example.com'],
    ['janedoe', 'j*****e'],
    ['@example.com', '@example.com'],
    ['josé@example.com', 'j**é@example.com'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(maskEmail(input)).toBe(expected);
  });
});

describe('formatSsn', () => {
  it.each([
    ['123456789', '123-45-6789'],
    [' 123456789 ', '123-45-6789'],
    ['123-45-6789', '123-45-6789'],
    ['12345678', '12345678'],
    ['12345678a', '12345678a'],
  ])('%j -> %j', (input, expected) => {
    expect(formatSsn(input)).toBe(expected);
  });
});

describe('toNoonUtc (date of birth)', () => {
  it.each<[Parameters<typeof toNoonUtc>[0], Parameters<typeof toNoonUtc>[1], string | null]>([
    ['04/09/1980', undefined, '1980-04-09T12:00:00.000Z'],
    ['4/9/1980', undefined, '1980-04-09T12:00:00.000Z'],
    ['1980-04-09', undefined, '1980-04-09T12:00:00.000Z'],
    ['1980/04/09', { country: 'CA' }, '1980-04-09T12:00:00.000Z'],
    [{ year: 2000, month: 2, day: 29 }, undefined, '2000-02-29T12:00:00.000Z'],
    [{ year: 2001, month: 2, day: 29 }, undefined, null],
    ['02/30/1980', undefined, null],
    ['1980-13-01', undefined, null],
    ['yesterday', undefined, null],
    ['', undefined, null],
  ])('%j -> %j', (input, options, expected) => {
    expect(toNoonUtc(input, options)).toBe(expected);
  });

  it('keeps the calendar day in every time zone', () => {
    const iso = toNoonUtc('12/31/1999');
    expect(iso).not.toBeNull();
    const instant = new Date(iso ?? '');
    for (const offsetHours of [-11, -5, 0, 5.5, 11]) {
      const shifted = new Date(instant.getTime() + offsetHours * 3_600_000);
      expect(shifted.getUTCDate(), String(offsetHours)).toBe(31);
    }
  });
});

describe('formatCountdown (m:ss)', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59, '0:59'],
    [60, '1:00'],
    [90, '1:30'],
    [599, '9:59'],
    [3600, '60:00'],
    [0.2, '0:01'],
    [59.5, '1:00'],
    [-4, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%s -> %s', (seconds, expected) => {
    expect(formatCountdown(seconds)).toBe(expected);
  });
});

describe('describeLastLogin (buckets of seed 001 §9)', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  const daysAgo = (d: number): number => now - d * 86_400_000;
  it.each<[number, LastLogin]>([
    [0, { unit: 'today', count: 0 }],
    [0.9, { unit: 'today', count: 0 }],
    [1, { unit: 'days', count: 1 }],
    [6, { unit: 'days', count: 6 }],
    [7, { unit: 'weeks', count: 1 }],
    [13, { unit: 'weeks', count: 1 }],
    [14, { unit: 'weeks', count: 2 }],
    [29, { unit: 'weeks', count: 4 }],
    [30, { unit: 'months', count: 1 }],
    [364, { unit: 'months', count: 12 }],
    [365, { unit: 'years', count: 1 }],
    [800, { unit: 'years', count: 2 }],
    [-3, { unit: 'today', count: 0 }],
  ])('%s days ago', (days, expected) => {
    expect(describeLastLogin(daysAgo(days), now)).toEqual(expected);
  });

  it('accepts Date objects and strings, and reads nonsense as today', () => {
    expect(describeLastLogin(new Date(daysAgo(3)), new Date(now))).toEqual({ unit: 'days', count: 3 });
    expect(describeLastLogin(new Date(daysAgo(3)).toISOString(), now)).toEqual({ unit: 'days', count: 3 });
    expect(describeLastLogin('not a date', now)).toEqual({ unit: 'today', count: 0 });
  });
});

describe('calendar', () => {
  it.each([
    [2024, true],
    [2023, false],
    [2000, true],
    [1900, false],
    [2100, false],
  ])('isLeapYear(%s) = %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });
  it('knows month lengths', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2024, 13)).toBe(0);
  });
});

describe('date/time input mask (seed 001 §9)', () => {
  it('parses formats into tokens and literals', () => {
    expect(parseDateMaskFormat('MM/DD/YYYY hh:mm')).toEqual([
      { token: 'MM' },
      { literal: '/' },
      { token: 'DD' },
      { literal: '/' },
      { token: 'YYYY' },
      { literal: ' ' },
      { token: 'hh' },
      { literal: ':' },
      { token: 'mm' },
    ]);
  });

  it.each([
    ['', 'MM/DD/YYYY', '__/__/____', false],
    ['1', 'MM/DD/YYYY', '1_/__/____', false],
    ['4', 'MM/DD/YYYY', '04/__/____', false],
    ['12', 'MM/DD/YYYY', '12/__/____', false],
    ['124', 'MM/DD/YYYY', '12/04/____', false],
    ['12/31/1999', 'MM/DD/YYYY', '12/31/1999', true],
    ['1231199912', 'MM/DD/YYYY', '12/31/1999', true],
    ['1999a12b31', 'YYYY/MM/DD', '1999/12/31', true],
    ['7', 'HH:mm', '07:__', false],
    ['2', 'HH:mm', '2_:__', false],
    ['237', 'HH:mm', '23:07', true],
    ['2', 'hh:mm', '02:__', false],
    ['12:6', 'hh:mm:ss', '12:06:__', false],
    ['1', 'DD.MM.YY', '1_.__.__', false],
  ])('%j in %s -> %j', (input, format, display, complete) => {
    expect(applyDateMask(input, format)).toMatchObject({ display, complete });
  });

  it('uses a custom placeholder', () => {
    expect(applyDateMask('1', 'MM/DD', '-').display).toBe('1-/--');
  });

  it.each<[string, string, DateMaskOptions | undefined, ReturnType<typeof validateDateMask>]>([
    ['12/31/1999', 'MM/DD/YYYY', undefined, { valid: true, value: { year: 1999, month: 12, day: 31 } }],
    ['12/3', 'MM/DD/YYYY', undefined, { valid: false, reason: 'incomplete' }],
    ['13/01/1999', 'MM/DD/YYYY', undefined, { valid: false, reason: 'month' }],
    ['00/01/1999', 'MM/DD/YYYY', undefined, { valid: false, reason: 'month' }],
    ['01/00/1999', 'MM/DD/YYYY', undefined, { valid: false, reason: 'day' }],
    ['01/32/1999', 'MM/DD/YYYY', undefined, { valid: false, reason: 'day' }],
    ['04/31/1999', 'MM/DD/YYYY', undefined, { valid: false, reason: 'day' }],
    ['02/29/2024', 'MM/DD/YYYY', undefined, { valid: true, value: { year: 2024, month: 2, day: 29 } }],
    ['02/29/2023', 'MM/DD/YYYY', undefined, { valid: false, reason: 'leapDay' }],
    ['02/29/1900', 'MM/DD/YYYY', undefined, { valid: false, reason: 'leapDay' }],
    ['02/30/2024', 'MM/DD/YYYY', undefined, { valid: false, reason: 'day' }],
    ['02/29', 'MM/DD', undefined, { valid: true, value: { year: 0, month: 2, day: 29 } }],
    ['02/29/23', 'MM/DD/YY', undefined, { valid: false, reason: 'leapDay' }],
    ['02/29/24', 'MM/DD/YY', undefined, { valid: true, value: { year: 2024, month: 2, day: 29 } }],
    ['02/29/00', 'MM/DD/YY', { century: 1900 }, { valid: false, reason: 'leapDay' }],
    [
      '23:59:59',
      'HH:mm:ss',
      undefined,
      { valid: true, value: { year: 0, month: 1, day: 1, hour: 23, minute: 59, second: 59 } },
    ],
    ['00:00', 'HH:mm', undefined, { valid: true, value: { year: 0, month: 1, day: 1, hour: 0, minute: 0 } }],
    ['24:00', 'HH:mm', undefined, { valid: false, reason: 'hour' }],
    ['00:30', 'hh:mm', undefined, { valid: false, reason: 'hour' }],
    [
      '12:30',
      'hh:mm',
      undefined,
      { valid: true, value: { year: 0, month: 1, day: 1, hour: 12, minute: 30 } },
    ],
    // A first minute or second digit above 5 is zero-padded by the mask, so 60 cannot be typed.
    ['1260', 'HH:mm', undefined, { valid: true, value: { year: 0, month: 1, day: 1, hour: 12, minute: 6 } }],
    ['29:00', 'HH:mm', undefined, { valid: false, reason: 'hour' }],
    ['19/01/2000', 'MM/DD/YYYY', undefined, { valid: false, reason: 'month' }],
    ['01/39/2000', 'MM/DD/YYYY', undefined, { valid: false, reason: 'day' }],
    [
      '01/01/2020',
      'MM/DD/YYYY',
      { min: { year: 2020, month: 1, day: 1 } },
      { valid: true, value: { year: 2020, month: 1, day: 1 } },
    ],
    [
      '12/31/2019',
      'MM/DD/YYYY',
      { min: { year: 2020, month: 1, day: 1 } },
      { valid: false, reason: 'beforeMin' },
    ],
    [
      '01/02/2030',
      'MM/DD/YYYY',
      { max: { year: 2030, month: 1, day: 1 } },
      { valid: false, reason: 'afterMax' },
    ],
    ['08:59', 'HH:mm', { min: { hour: 9, minute: 0 } }, { valid: false, reason: 'beforeMin' }],
    [
      '17:00',
      'HH:mm',
      { min: { hour: 9, minute: 0 }, max: { hour: 17, minute: 0 } },
      { valid: true, value: { year: 0, month: 1, day: 1, hour: 17, minute: 0 } },
    ],
  ])('%j as %s', (value, format, options, expected) => {
    expect(validateDateMask(value, format, options)).toEqual(expected);
  });
});
