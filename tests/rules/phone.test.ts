import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FALLBACK_SMS_COUNTRIES,
  SMS_CALLING_CODES,
  SMS_CALLING_CODES_SECONDARY,
  defaultPhoneCountry,
  fallbackSmsCountries,
  formatPhoneAsYouType,
  formatPhoneForDisplay,
  isExcludedPhoneCountry,
  isPhoneRulesLoaded,
  isSmsCallingCode,
  loadPhoneMetadata,
  localeRegion,
  normalizePhone,
  normalizePhoneAsync,
  readsNumbersAsUs,
  shouldAutoFormatPhone,
  validateIntlPhone,
  type NormalizePhoneOptions,
  type PhoneMetadata,
  type PhoneResult,
} from '../../rules';

// Vitest isolates each test file, so the metadata cache starts empty here; these cases run before the
// next block loads it.
describe('normalizePhone before metadata is loaded (built-in rules)', () => {
  it.each<[string, PhoneResult]>([
    [
      '(212) 555-0199',
      {
        valid: true,
        e164: '+12125550199',
        country: null,
        callingCode: '1',
        national: '(212) 555-0199',
        smsSupported: true,
      },
    ],
    [
      '1 212 555 0199',
      {
        valid: true,
        e164: '+12125550199',
        country: null,
        callingCode: '1',
        national: '(212) 555-0199',
        smsSupported: true,
      },
    ],
    [
      '+1 (212) 555-0199',
      {
        valid: true,
        e164: '+12125550199',
        country: null,
        callingCode: '1',
        national: '(212) 555-0199',
        smsSupported: true,
      },
    ],
    ['+1 112 555 0199', { valid: false, reason: 'invalidNumber' }],
    ['+44 20 7946 0958', { valid: false, reason: 'metadataNotLoaded' }],
    ['112 555 0199', { valid: false, reason: 'invalidNumber' }],
  ])('%j', (input, expected) => {
    expect(normalizePhone(input)).toEqual(expected);
  });

  it('validateIntlPhone says the rules are not loaded for international numbers only', () => {
    expect(validateIntlPhone('+44 20 7946 0958')).toEqual({ valid: false, reason: 'phoneRulesNotLoaded' });
    expect(validateIntlPhone('212-555-0199')).toEqual({ valid: true, value: '+12125550199' });
  });

  it('formatPhoneAsYouType returns the input unchanged without metadata', () => {
    expect(formatPhoneAsYouType('2125550')).toBe('2125550');
  });

  it('metadata passed in is not enough before the chunk: the libphonenumber-js code comes with it', async () => {
    const { default: metadata } = await import('libphonenumber-js/min/metadata');
    expect(isPhoneRulesLoaded()).toBe(false);
    expect(normalizePhone('+44 20 7946 0958', { metadata })).toEqual({
      valid: false,
      reason: 'metadataNotLoaded',
    });
    expect(formatPhoneAsYouType('+4420794', { metadata })).toBe('+4420794');
  });
});

// Issue 6 size target: libphonenumber-js code is only in the lazy chunk rules/phone/library.ts, reached by the
// one import() in metadata.ts. A static import anywhere else puts ~25 kB back in every page with a phone field.
describe('libphonenumber-js stays in the lazy phone chunk', () => {
  const root = path.resolve(__dirname, '../..');
  const sources = ['rules', 'headless', 'ui'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/u.test(file))
      .map((file) => path.join(dir, file).split(path.sep).join('/')),
  );
  const staticImports = (file: string): string[] =>
    [
      ...readFileSync(path.join(root, file), 'utf8').matchAll(
        /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gmu,
      ),
    ].map((m) => m[1] ?? '');

  it('finds the sources it checks', () => {
    expect(sources).toContain('rules/phone/normalize.ts');
    expect(staticImports('rules/phone/library.ts')).toEqual([
      'libphonenumber-js/core',
      'libphonenumber-js/min/metadata',
    ]);
  });

  it('no other module imports libphonenumber-js code or the chunk statically', () => {
    const offenders = sources
      .filter((file) => file !== 'rules/phone/library.ts')
      .flatMap((file) =>
        staticImports(file)
          .filter((from) => from.startsWith('libphonenumber-js') || /(^|\/)library$/u.test(from))
          .map((from) => `${file}: ${from}`),
      );
    expect(offenders).toEqual([]);
  });
});

describe('normalizePhone with libphonenumber-js metadata', () => {
  let metadata: PhoneMetadata;
  beforeAll(async () => {
    metadata = await loadPhoneMetadata();
  });

  it('loads the metadata once', async () => {
    await expect(loadPhoneMetadata()).resolves.toBe(metadata);
  });

  it.each<[string, NormalizePhoneOptions | undefined, Partial<PhoneResult>]>([
    // '+' means international (seed 000 §5)
    [
      '+44 20 7946 0958',
      undefined,
      { valid: true, e164: '+442079460958', country: 'GB', callingCode: '44', smsSupported: true },
    ],
    [
      '+33 1 42 68 53 00',
      undefined,
      { valid: true, e164: '+33142685300', country: 'FR', smsSupported: true },
    ],
    ['+49 30 901820', undefined, { valid: true, country: 'DE', callingCode: '49', smsSupported: false }],
    // otherwise US, and 10 digits get +1
    [
      '2125550199',
      undefined,
      { valid: true, e164: '+12125550199', country: 'US', national: '(212) 555-0199' },
    ],
    ['(416) 555-0199', undefined, { valid: true, e164: '+14165550199', country: 'CA' }],
    ['2125550199', { locale: 'en-us' }, { valid: true, e164: '+12125550199' }],
    ['2125550199', { locale: 'en' }, { valid: true, e164: '+12125550199' }],
    // or by locale when the locale is not en-us
    ['020 7946 0958', { locale: 'en-GB' }, { valid: true, e164: '+442079460958', country: 'GB' }],
    ['06 12 34 56 78', { locale: 'fr_FR' }, { valid: true, e164: '+33612345678', country: 'FR' }],
    ['020 7946 0958', undefined, { valid: false, reason: 'invalidNumber' }],
    ['416 555 0199', { defaultCountry: 'CA' }, { valid: true, e164: '+14165550199', country: 'CA' }],
    // excluded countries cu, ir, kp, sd, sy
    ['+53 5 1234567', undefined, { valid: false, reason: 'excludedCountry' }],
    ['+98 912 345 6789', undefined, { valid: false, reason: 'excludedCountry' }],
    ['+963 944 567 890', undefined, { valid: false, reason: 'excludedCountry' }],
    ['+249 91 123 1234', undefined, { valid: false, reason: 'excludedCountry' }],
    // SMS-only
    ['+49 30 901820', { smsOnly: true }, { valid: false, reason: 'smsUnsupported' }],
    ['+52 55 1234 5678', { smsOnly: true }, { valid: true, smsSupported: true }],
    ['+52 55 1234 5678', { smsOnly: true, smsList: 'secondary' }, { valid: false, reason: 'smsUnsupported' }],
    // pattern: optional plus then digits
    ['+1 212 555 01x9', undefined, { valid: false, reason: 'invalidCharacters' }],
    ['212+5550199', undefined, { valid: false, reason: 'invalidCharacters' }],
    ['', undefined, { valid: false, reason: 'required' }],
    ['   ', undefined, { valid: false, reason: 'required' }],
    ['+', undefined, { valid: false, reason: 'invalidCharacters' }],
    ['+1 212 555', undefined, { valid: false, reason: 'invalidNumber' }],
    ['9'.repeat(70), undefined, { valid: false, reason: 'invalidNumber' }],
  ])('%j %j', (input, options, expected) => {
    expect(normalizePhone(input, options)).toMatchObject(expected);
  });

  it('normalizePhoneAsync gives the same answer', async () => {
    await expect(normalizePhoneAsync('+44 20 7946 0958')).resolves.toMatchObject({
      valid: true,
      country: 'GB',
    });
  });

  it.each([
    ['+44 20 7946 0958', {}, { valid: true, value: '+442079460958' }],
    ['+53 5 1234567', {}, { valid: false, reason: 'unsupportedCountry' }],
    ['+44 20', {}, { valid: false, reason: 'invalidFormat' }],
    ['416 555 0199', { country: 'CA' as const }, { valid: true, value: '+14165550199' }],
    ['020 7946 0958', { locale: 'en-gb' }, { valid: true, value: '+442079460958' }],
    ['', { optional: true }, { valid: true, value: '' }],
    ['', {}, { valid: false, reason: 'required' }],
  ])('validateIntlPhone %j %j', (input, options, expected) => {
    expect(validateIntlPhone(input, options)).toEqual(expected);
  });

  it('formats for display in national mode, but never on right-to-left pages', () => {
    expect(formatPhoneForDisplay('+442079460958')).toBe('020 7946 0958');
    expect(formatPhoneForDisplay('2125550199')).toBe('(212) 555-0199');
    expect(formatPhoneForDisplay('2125550199', { direction: 'rtl' })).toBe('2125550199');
    expect(formatPhoneForDisplay('not a number')).toBe('not a number');
  });

  it('formats as the user types', () => {
    expect(formatPhoneAsYouType('2125550')).toBe('(212) 555-0');
    expect(formatPhoneAsYouType('+4420794')).toBe('+44 20 794');
    expect(formatPhoneAsYouType('2125550', { direction: 'rtl' })).toBe('2125550');
  });
});

describe('phone countries and lists', () => {
  it('holds the SMS calling codes of seed 000 §5', () => {
    expect([...SMS_CALLING_CODES]).toEqual([
      '1',
      '27',
      '33',
      '44',
      '52',
      '55',
      '60',
      '61',
      '63',
      '65',
      '91',
      '506',
      '852',
      '966',
      '971',
    ]);
    const removed = ['52', '60', '63', '506', '966', '971'];
    expect([...SMS_CALLING_CODES_SECONDARY]).toEqual(SMS_CALLING_CODES.filter((c) => !removed.includes(c)));
  });

  it.each<[string, 'primary' | 'secondary' | undefined, boolean]>([
    ['1', undefined, true],
    ['+44', undefined, true],
    ['49', undefined, false],
    ['506', 'primary', true],
    ['506', 'secondary', false],
    ['', undefined, false],
  ])('isSmsCallingCode(%j, %s) = %s', (code, list, expected) => {
    expect(isSmsCallingCode(code, list)).toBe(expected);
  });

  it('has a built-in fallback country for every SMS calling code', () => {
    expect(Object.keys(FALLBACK_SMS_COUNTRIES).sort()).toEqual([...SMS_CALLING_CODES].sort());
    expect(fallbackSmsCountries()).toContain('MX');
    expect(fallbackSmsCountries('secondary')).not.toContain('MX');
    expect(fallbackSmsCountries('secondary')).toContain('US');
  });

  it.each(['cu', 'IR', 'kp', 'sd', 'SY'])('excludes %s', (country) => {
    expect(isExcludedPhoneCountry(country)).toBe(true);
  });

  it.each<[string | undefined, string]>([
    [undefined, 'US'],
    ['en-us', 'US'],
    ['fr-CA', 'CA'],
    ['en_GB', 'GB'],
    ['zh-Hant-TW', 'TW'],
    ['fr', 'US'],
    ['fa-IR', 'US'],
    ['es-419', 'US'],
    ['garbage!!', 'US'],
  ])('default country of %j is %s', (locale, country) => {
    expect(defaultPhoneCountry(locale)).toBe(country);
  });

  it('reads locales', () => {
    expect(localeRegion('pt-br')).toBe('BR');
    expect(readsNumbersAsUs('en-us')).toBe(true);
    expect(readsNumbersAsUs('en-ca')).toBe(false);
    expect(shouldAutoFormatPhone('rtl')).toBe(false);
    expect(shouldAutoFormatPhone('ltr')).toBe(true);
  });
});
