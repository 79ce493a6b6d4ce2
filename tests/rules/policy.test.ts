import { describe, expect, it } from 'vitest';
import {
  AAL_BY_ZONE,
  WEBAUTHN_REG_COOKIE,
  aalForZone,
  buildSignInPayload,
  buildSignUpPayload,
  collisionCheckLimit,
  crossSiteCheckApplies,
  failsCrossSiteCheck,
  hasCredentialWriteAccess,
  hasCrossSiteCharacters,
  isAllowedHost,
  isAllowedOrigin,
  isAvailabilityAllowed,
  isCookiePersistable,
  isEmailAllowed,
  isEmailMismatch,
  isValidFingerprintSessionId,
  isValidServiceProviderEntity,
  logSamplePercent,
  mapEnvironment,
  meetsAal,
  needsStepUp,
  offersLocaleSpecificOptions,
  phoneValidationOutcome,
  publicInfoLookupOutcome,
  recordCollisionCheck,
  shouldCheckCollision,
  signUpSendsUser,
  taxAccountManagerPrefix,
  type CollisionCounts,
  type CookiePersistenceOptions,
  type Environment,
  type HostCheck,
} from '../../rules';

describe('assurance levels (seed 000 §6)', () => {
  it.each([
    ['public+', 15],
    ['restricted', 20],
    ['sensitive', 25],
    ['secret', 30],
    ['unknown', null],
    ['', null],
    ['__proto__', null],
    ['toString', null],
  ])('%s -> %s', (zone, level) => {
    expect(aalForZone(zone)).toBe(level);
  });

  it('exposes the zone table', () => {
    expect(AAL_BY_ZONE).toEqual({ 'public+': 15, restricted: 20, sensitive: 25, secret: 30 });
  });

  it.each<[unknown, unknown, boolean]>([
    [25, 25, true],
    ['25', 25, true],
    [20, '25', false],
    [30, 25, true],
    [null, 15, false],
    ['abc', 15, false],
    [25, '', false],
  ])('meetsAal(%j, %j) = %s', (achieved, target, expected) => {
    expect(meetsAal(achieved, target)).toBe(expected);
  });

  it('needs 25 for credential write access by default, and never less', () => {
    expect(hasCredentialWriteAccess(20)).toBe(false);
    expect(hasCredentialWriteAccess(25)).toBe(true);
    expect(hasCredentialWriteAccess(25, 30)).toBe(false);
    expect(hasCredentialWriteAccess(20, 15)).toBe(false);
    expect(needsStepUp(20)).toBe(true);
    expect(needsStepUp(25)).toBe(false);
  });
});

describe('sign-in payload (seed 000 §5)', () => {
  const base = { username: ' jdoe ', password: ' p@ss ' };
  it.each<[Parameters<typeof buildSignInPayload>[0], ReturnType<typeof buildSignInPayload>]>([
    [base, { username: 'jdoe', password: ' p@ss ' }],
    [
      { ...base, targetAAL: 20 },
      { username: 'jdoe', password: ' p@ss ', targetAAL: 20 },
    ],
    [
      { ...base, targetAAL: '20' },
      { username: 'jdoe', password: ' p@ss ', targetAAL: 20 },
    ],
    [
      { ...base, targetAAL: 25 },
      { username: 'jdoe', password: ' p@ss ' },
    ],
    [
      { ...base, targetAAL: 15 },
      { username: 'jdoe', password: ' p@ss ' },
    ],
    [
      { ...base, generateLongLivedToken: true },
      { username: 'jdoe', password: ' p@ss ', generateLongLivedToken: true },
    ],
    [
      { ...base, generateLongLivedToken: false },
      { username: 'jdoe', password: ' p@ss ' },
    ],
    [
      { ...base, namespaceId: 'ns', gRecaptchaResponse: 'tok' },
      { username: 'jdoe', password: ' p@ss ', namespaceId: 'ns', gRecaptchaResponse: 'tok' },
    ],
    [
      { ...base, namespaceId: '', gRecaptchaResponse: '' },
      { username: 'jdoe', password: ' p@ss ' },
    ],
  ])('%j', (input, expected) => {
    const payload = buildSignInPayload(input);
    expect(payload).toStrictEqual(expected);
    expect(Object.values(payload)).not.toContain(undefined);
  });

  it('sign-up at level 15 sends no user object (seed 001 §4, §7)', () => {
    const user = { username: 'jdoe' };
    expect(signUpSendsUser(15)).toBe(false);
    expect(signUpSendsUser('15')).toBe(false);
    expect(signUpSendsUser(25)).toBe(true);
    expect(signUpSendsUser(undefined)).toBe(true);
    expect(buildSignUpPayload({ user, targetAAL: 15, offeringId: 'x' })).toStrictEqual({
      targetAAL: 15,
      offeringId: 'x',
    });
    expect(buildSignUpPayload({ user, targetAAL: 25 })).toStrictEqual({ user, targetAAL: 25 });
    expect(buildSignUpPayload({ user })).toStrictEqual({ user });
  });
});

describe('collision checks (seed 000 §5)', () => {
  it('limits checks per value: 5 in create flows, 1 in sign-in', () => {
    expect(collisionCheckLimit('create')).toBe(5);
    expect(collisionCheckLimit('signIn')).toBe(1);
    let counts: CollisionCounts = {};
    let checks = 0;
    for (let i = 0; i < 10; i += 1) {
      if (shouldCheckCollision({ flow: 'create', value: 'jane@example.com', fieldValid: true, counts })) {
        checks += 1;
        counts = recordCollisionCheck(counts, 'jane@example.com');
      }
    }
    expect(checks).toBe(5);
    expect(
      shouldCheckCollision({ flow: 'create', value: 'other@example.com', fieldValid: true, counts }),
    ).toBe(true);
    const once = recordCollisionCheck({}, 'jdoe');
    expect(shouldCheckCollision({ flow: 'signIn', value: 'jdoe', fieldValid: true, counts: {} })).toBe(true);
    expect(shouldCheckCollision({ flow: 'signIn', value: ' jdoe ', fieldValid: true, counts: once })).toBe(
      false,
    );
  });

  it('checks only valid values that differ from the excluded value', () => {
    expect(shouldCheckCollision({ flow: 'create', value: 'jdoe', fieldValid: false, counts: {} })).toBe(
      false,
    );
    expect(
      shouldCheckCollision({
        flow: 'create',
        value: 'jdoe',
        fieldValid: true,
        excludedValue: 'jdoe',
        counts: {},
      }),
    ).toBe(false);
    expect(shouldCheckCollision({ flow: 'create', value: '', fieldValid: true, counts: {} })).toBe(false);
  });

  it('keeps hostile values as plain keys and never changes the input counts', () => {
    const before: CollisionCounts = {};
    const after = recordCollisionCheck(before, '__proto__');
    expect(before).toEqual({});
    expect(after['__proto__']).toBe(1);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(shouldCheckCollision({ flow: 'signIn', value: 'constructor', fieldValid: true, counts: {} })).toBe(
      true,
    );
  });

  it.each<[string, string | null | undefined, boolean]>([
    ['jane@example.com', 'old@example.com', true],
    ['Jane@Example.com', 'jane@example.com', false],
    ['jdoe', 'jane@example.com', false],
    ['jane@example.com', null, false],
    ['jane@example.com', '', false],
  ])('mismatch(%j, %j) = %s', (typed, current, expected) => {
    expect(isEmailMismatch(typed, current)).toBe(expected);
  });

  it('allows availability only when compliant', () => {
    expect(isAvailabilityAllowed({ compliant: true })).toBe(true);
    expect(isAvailabilityAllowed({ compliant: 'true' })).toBe(false);
    expect(isAvailabilityAllowed({})).toBe(false);
    expect(isAvailabilityAllowed(null)).toBe(false);
  });

  it('reads the public-info lookup outcome', () => {
    expect(publicInfoLookupOutcome('USER_NOT_FOUND')).toBe('available');
    expect(publicInfoLookupOutcome('SERVICE_UNAVAILABLE')).toBe('failed');
    expect(publicInfoLookupOutcome(null)).toBe('taken');
  });
});

describe('email validity (seed 000 §5)', () => {
  it.each<[unknown, boolean]>([
    [{ validationResponse: [{ statusType: 'SUCCESS' }] }, true],
    [{ validationResponse: [{ statusType: 'WARNING' }] }, false],
    [{ validationResponse: [{ statusType: 'error' }] }, false],
    [{ validationResponse: [{ statusType: 'SUCCESS' }, { statusType: 'ERROR' }] }, true],
    [{ validationResponse: [{ statusType: 'WARNING' }, { statusType: 'SUCCESS' }] }, false],
    [{ validationResponse: [] }, true],
    [[{ statusType: 'ERROR' }], false],
    [{}, false],
    [null, false],
    ['{"validationResponse":[]}', false],
  ])('%j -> %s', (response, allowed) => {
    expect(isEmailAllowed(response)).toBe(allowed);
  });
});

describe('phone validation outcome (seed 001 §4)', () => {
  it.each<[unknown, ReturnType<typeof phoneValidationOutcome>]>([
    [[], 'valid'],
    [undefined, 'valid'],
    [['SMS_UNSUPPORTED'], 'voiceOnlyValid'],
    [['VOICE_UNSUPPORTED'], 'smsOnlyValid'],
    [[{ code: 'SMS_UNSUPPORTED' }], 'voiceOnlyValid'],
    [[{ warningCode: 'voice_unsupported' }], 'smsOnlyValid'],
    [['SMS_UNSUPPORTED', 'VOICE_UNSUPPORTED'], 'invalid'],
    [['SOMETHING_ELSE'], 'valid'],
    [{ warnings: ['SMS_UNSUPPORTED'] }, 'voiceOnlyValid'],
    [{ warnings: 'SMS_UNSUPPORTED' }, 'valid'],
  ])('%j -> %s', (warnings, outcome) => {
    expect(phoneValidationOutcome(warnings)).toBe(outcome);
  });
  it('a failed validation is invalid', () => {
    expect(phoneValidationOutcome([], { failed: true })).toBe('invalid');
  });
});

describe('locale-specific options (seed 001 §5)', () => {
  it.each([
    ['en', true],
    ['en-us', true],
    ['en-US', true],
    ['fr_CA', true],
    ['fr-ca', true],
    ['en-ca', false],
    ['en-gb', false],
    ['fr', false],
    ['fr-fr', false],
    ['es-us', false],
  ])('%s -> %s', (locale, offered) => {
    expect(offersLocaleSpecificOptions(locale)).toBe(offered);
  });
});

describe('small policy checks', () => {
  it.each<[unknown, boolean]>([
    ['abc-123', true],
    ['abc:123', false],
    ['', false],
    [null, false],
    ['x'.repeat(257), false],
  ])('fingerprint session id %j -> %s', (id, ok) => {
    expect(isValidFingerprintSessionId(id)).toBe(ok);
  });

  it.each([...'<>";:()[]'])('cross-site check flags %s', (ch) => {
    expect(hasCrossSiteCharacters(`a${ch}b`)).toBe(true);
  });

  it('cross-site check passes plain text and never applies to passwords or pins', () => {
    expect(hasCrossSiteCharacters("O'Brien & Co. {x} 100%")).toBe(false);
    expect(crossSiteCheckApplies('password')).toBe(false);
    expect(crossSiteCheckApplies('pin')).toBe(false);
    expect(crossSiteCheckApplies('firstName')).toBe(true);
    expect(failsCrossSiteCheck('password', '<script>')).toBe(false);
    expect(failsCrossSiteCheck('firstName', '<script>')).toBe(true);
  });

  it.each<[unknown, boolean]>([
    ['https://sp.example.com/metadata', true],
    ['urn:example:sp', true],
    ['../admin', false],
    ['sp..example', false],
    ['sp%2F..', false],
    ['sp%2e', false],
    ['sp\\admin', false],
    ['', false],
    ['   ', false],
    [42, false],
  ])('service-provider entity %j -> %s', (value, ok) => {
    expect(isValidServiceProviderEntity(value)).toBe(ok);
  });
});

describe('host allow-list (whole labels)', () => {
  const options = {
    suffixes: ['example.com', '.example-tax.com'],
    extraSuffixes: ['example.ca'],
    product: 'Acme',
  };
  it.each<[string, boolean]>([
    ['example.com', true],
    ['app.example.com', true],
    ['a.b.example.com', true],
    ['APP.Example.COM.', true],
    ['login.example-tax.com', true],
    ['example.ca', true],
    ['evilexample.com', false],
    ['example.com.evil.net', false],
    ['example.co', false],
    ['xample.com', false],
    ['example.ca.evil', false],
  ])('%s -> %s', (host, allowed) => {
    expect(isAllowedHost(host, options).allowed).toBe(allowed);
  });

  it('refuses with a reason code and the product for the catalogue message', () => {
    expect(isAllowedHost('evil.net', options)).toEqual<HostCheck>({
      allowed: false,
      reason: 'notAllowedDomain',
      messageId: 'notAllowedDomain',
      params: { product: 'Acme' },
    });
    expect(isAllowedHost('evil.net', { suffixes: ['example.com'] })).toMatchObject({
      params: { product: 'allowed' },
    });
    expect(isAllowedHost('app.example.com', options)).toEqual<HostCheck>({
      allowed: true,
      host: 'app.example.com',
    });
  });

  it.each([
    '',
    'example.com:443',
    'user@example.com',
    'exa mple.com',
    'example..com',
    '-x.example.com',
    'exämple.com',
    'example.com/path',
  ])('%j is not a host name', (host) => {
    expect(isAllowedHost(host, options)).toMatchObject({ allowed: false, reason: 'invalidHost' });
  });

  it('ignores unusable suffixes', () => {
    expect(isAllowedHost('example.com', { suffixes: ['', '.', 'bad suffix'] }).allowed).toBe(false);
  });
});

describe('origin allow-list for credentialed requests (QUALITY.md 8)', () => {
  const options = { suffixes: ['example.com'], product: 'Acme' };
  it.each<[string, boolean | string, { allowHttpLocalhost?: boolean }?]>([
    ['https://app.example.com', true],
    ['https://app.example.com:8443/path?q=1', true],
    ['http://app.example.com', 'insecureScheme'],
    ['javascript:alert(1)', 'insecureScheme'],
    ['https://evilexample.com', 'notAllowedDomain'],
    ['https://user:pw@app.example.com', 'invalidHost'],
    ['not a url', 'invalidHost'],
    ['', 'invalidHost'],
    ['http://localhost:3000', 'insecureScheme'],
    ['http://localhost:3000', 'notAllowedDomain', { allowHttpLocalhost: true }],
  ])('%s -> %s', (url, expected, extra) => {
    const result = isAllowedOrigin(url, { ...options, ...extra });
    if (expected === true) {
      expect(result.allowed).toBe(true);
    } else {
      expect(result).toMatchObject({ allowed: false, reason: expected });
    }
  });
  it('allows http://localhost in development when localhost is on the list', () => {
    expect(
      isAllowedOrigin('http://localhost:3000', { suffixes: ['localhost'], allowHttpLocalhost: true }),
    ).toEqual({ allowed: true, host: 'localhost' });
  });
});

describe('cookie persistence (seed 000 §7.1)', () => {
  const now = Date.UTC(2026, 0, 1);
  const day = 86_400_000;
  it.each<[string, number, CookiePersistenceOptions | undefined, boolean]>([
    ['prd_glogin', 7 * day, undefined, true],
    ['prd_glogin', 7 * day - 1, undefined, false],
    ['ivid', 1826 * day, undefined, true],
    [WEBAUTHN_REG_COOKIE.name, 730 * day, undefined, true],
    ['prd_glogin_temp', 30 * day, undefined, false],
    ['ivid_b', 30 * day, undefined, false],
    ['session', 30 * day, undefined, false],
    ['prd_glogin', 30 * day, { mode: 'off' }, false],
    ['prd_glogin', 30 * day, { mode: 'safariOnly' }, false],
    ['prd_glogin', 30 * day, { mode: 'safariOnly', isSafari122Plus: true }, true],
  ])('%s living %s ms %j -> %s', (name, lifetime, options, expected) => {
    expect(isCookiePersistable({ name, value: 'v', expires: now + lifetime }, now, options)).toBe(expected);
  });

  it('reads Date and string expiries, and refuses unreadable ones', () => {
    expect(
      isCookiePersistable({ name: 'ivid', value: 'v', expires: new Date(now + 8 * day) }, new Date(now)),
    ).toBe(true);
    expect(
      isCookiePersistable({ name: 'ivid', value: 'v', expires: new Date(now + 8 * day).toUTCString() }, now),
    ).toBe(true);
    expect(isCookiePersistable({ name: 'ivid', value: 'v', expires: 'never' }, now)).toBe(false);
  });
});

describe('environment mapping (seed 000 §9)', () => {
  it.each<[string, Environment | null]>([
    ['prod', 'prd'],
    ['prd', 'prd'],
    ['stg', 'prd'],
    ['e2e', 'e2e'],
    ['cqa', 'e2e'],
    ['qa', 'e2e'],
    ['golden', 'e2e'],
    ['prod-golden', 'e2e'],
    ['perf', 'prf'],
    ['prf', 'prf'],
    ['localhost', 'localhost'],
    [' PROD ', 'prd'],
    ['dev', null],
    ['', null],
    ['__proto__', null],
    ['constructor', null],
  ])('%j -> %s', (value, env) => {
    expect(mapEnvironment(value)).toBe(env);
  });

  it('gives the tax account-manager prefix and log sampling per environment', () => {
    expect(taxAccountManagerPrefix('e2e')).toBe('ptc.');
    expect(taxAccountManagerPrefix('prf')).toBe('dtc.');
    expect(taxAccountManagerPrefix('prd')).toBe('');
    expect(logSamplePercent('prd')).toBe(50);
    expect(logSamplePercent('prf')).toBe(50);
    expect(logSamplePercent('e2e')).toBe(100);
    expect(logSamplePercent(null)).toBe(100);
    expect(logSamplePercent('prd', '10')).toBe(10);
    expect(logSamplePercent('prd', 150)).toBe(50);
  });
});
