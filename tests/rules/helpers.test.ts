import { describe, expect, it } from 'vitest';
import {
  codePointLength,
  compareDates,
  countValidFields,
  expandTwoDigitYear,
  formatDateOfBirth,
  getPhoneMetadata,
  isFieldName,
  isFormComplete,
  isPersistableCookieName,
  isPhoneRulesLoaded,
  isRealDate,
  loadPhoneMetadata,
  matchesConfirmation,
  normalizePhone,
  parseAal,
  parseDateOfBirth,
  setPhoneMetadata,
  toIsoDate,
  type FieldResult,
} from '../../rules';
import metadata from 'libphonenumber-js/min/metadata';

const ok: FieldResult = { valid: true, value: 'x' };
const bad: FieldResult = { valid: false, reason: 'required' };

describe('form helpers (seed 001 §5 generic)', () => {
  it.each<[string, string, boolean]>([
    ['Secret1!', 'Secret1!', true],
    ['Secret1!', 'secret1!', false],
    ['Secret1!', 'Secret1! ', false],
    ['', '', true],
  ])('confirmation %j vs %j -> %s', (a, b, expected) => {
    expect(matchesConfirmation(a, b)).toBe(expected);
  });

  it('counts valid fields against the required count', () => {
    expect(countValidFields([ok, bad, ok])).toBe(2);
    expect(isFormComplete([ok, ok])).toBe(true);
    expect(isFormComplete([ok, bad])).toBe(false);
    expect(isFormComplete([ok, bad, ok], 2)).toBe(true);
    expect(isFormComplete([ok, bad, bad], 2)).toBe(false);
    expect(isFormComplete([])).toBe(true);
  });
});

describe('field helpers', () => {
  it('recognises field names, not prototype keys', () => {
    expect(isFieldName('email')).toBe(true);
    expect(isFieldName('toString')).toBe(false);
    expect(isFieldName('__proto__')).toBe(false);
    expect(isFieldName(3)).toBe(false);
  });

  it.each([
    ['', 0],
    ['abc', 3],
    ['😀', 1],
    ['e\u0301', 2],
    ['\ud800', 1],
    ['a\ud800b', 3],
  ])('codePointLength(%j) = %s', (text, length) => {
    expect(codePointLength(text)).toBe(length);
  });

  it('parses and formats dates of birth per country', () => {
    const today = new Date(2026, 0, 1);
    expect(parseDateOfBirth('4/9/80', 'US', today)).toEqual({ year: 1980, month: 4, day: 9 });
    expect(parseDateOfBirth('80/4/9', 'CA', today)).toEqual({ year: 1980, month: 4, day: 9 });
    expect(parseDateOfBirth('4/9/1980/1', 'US', today)).toBeNull();
    expect(formatDateOfBirth({ year: 1980, month: 4, day: 9 })).toBe('04/09/1980');
    expect(formatDateOfBirth({ year: 1980, month: 4, day: 9 }, 'CA')).toBe('1980/04/09');
  });
});

describe('calendar helpers', () => {
  it.each([
    [26, 2026, 2026],
    [27, 2026, 1927],
    [0, 2026, 2000],
    [99, 2026, 1999],
    [1985, 2026, 1985],
  ])('expandTwoDigitYear(%s, %s) = %s', (year, todayYear, expected) => {
    expect(expandTwoDigitYear(year, todayYear)).toBe(expected);
  });

  it('compares and prints dates', () => {
    expect(compareDates({ year: 2020, month: 1, day: 2 }, { year: 2020, month: 1, day: 1 })).toBeGreaterThan(
      0,
    );
    expect(compareDates({ year: 2019, month: 12, day: 31 }, { year: 2020, month: 1, day: 1 })).toBeLessThan(
      0,
    );
    expect(compareDates({ year: 2020, month: 1, day: 1 }, { year: 2020, month: 1, day: 1 })).toBe(0);
    expect(isRealDate({ year: 2020, month: 2, day: 29 })).toBe(true);
    expect(isRealDate({ year: 2020, month: 2, day: 1.5 })).toBe(false);
    expect(toIsoDate({ year: 987, month: 3, day: 4 })).toBe('0987-03-04');
  });
});

describe('policy helpers', () => {
  it.each<[unknown, number | null]>([
    [25, 25],
    ['20', 20],
    [' 15 ', 15],
    ['', null],
    ['abc', null],
    [Number.NaN, null],
    [null, null],
  ])('parseAal(%j) = %s', (value, expected) => {
    expect(parseAal(value)).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['prd_glogin', true],
    ['ivid', true],
    ['iux_webauthn_reg', true],
    ['glogin_temp', false],
    ['account_chooser_temp', false],
  ])('cookie name %s persistable: %s', (name, expected) => {
    expect(isPersistableCookieName(name)).toBe(expected);
  });
});

describe('phone metadata installed by the app', () => {
  // The libphonenumber-js code is in the lazy chunk with the `min` metadata, so installed metadata (or metadata
  // passed in) reads international numbers only once loadPhoneMetadata() resolved; until then the answer is
  // the typed `metadataNotLoaded`, never a throw or a wrong verdict.
  it('setPhoneMetadata wins over the bundled set; international numbers work once the code chunk loaded', async () => {
    const installed = { ...metadata };
    expect(getPhoneMetadata()).toBeNull();
    expect(isPhoneRulesLoaded()).toBe(false);
    expect(normalizePhone('+44 20 7946 0958')).toEqual({ valid: false, reason: 'metadataNotLoaded' });
    expect(normalizePhone('+44 20 7946 0958', { metadata })).toEqual({
      valid: false,
      reason: 'metadataNotLoaded',
    });
    // US numbers need neither: the built-in North American rule answers at once.
    expect(normalizePhone('(212) 555-0199')).toMatchObject({ valid: true, e164: '+12125550199' });
    setPhoneMetadata(installed);
    expect(getPhoneMetadata()).toBe(installed);
    expect(normalizePhone('+44 20 7946 0958')).toEqual({ valid: false, reason: 'metadataNotLoaded' });
    await expect(loadPhoneMetadata()).resolves.toBe(installed);
    expect(isPhoneRulesLoaded()).toBe(true);
    expect(getPhoneMetadata()).toBe(installed);
    expect(normalizePhone('+44 20 7946 0958')).toMatchObject({ valid: true, country: 'GB' });
    expect(normalizePhone('+44 20 7946 0958', { metadata })).toMatchObject({ valid: true, country: 'GB' });
  });
});
