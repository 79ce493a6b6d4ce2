import { beforeAll, describe, expect, it } from 'vitest';
import {
  RESPONSE_CODES,
  WIDGET_ERROR_KEYS,
  describeError,
  enUS,
  loadLocale,
  riskLevelForError,
  type MessageKey,
} from '../../catalogue';

/** seed 000 §8.1, row by row. */
const SPEC_TABLE: [string, MessageKey][] = [
  ['ACCOUNT_SERVICE_UNAVAILABLE', 'error.accountServicesUnavailable'],
  ['SERVICE_UNAVAILABLE', 'error.accountServicesUnavailable'],
  ['INVALID_CREDENTIALS', 'error.incorrectCredentials'],
  ['INVALID_ARGUMENT', 'error.incorrectCredentials'],
  ['INVALID_PASSWORD', 'error.invalidPassword'],
  ['ACCESS_DENIED', 'error.accessDenied'],
  ['CONFIGURATION_ERROR', 'error.somethingWentWrong'],
  ['INVALID_CHALLENGE_TOKEN_TYPE', 'error.somethingWentWrong'],
  ['INVALID_TOTP_CODE', 'error.incorrectConfirmationCode'],
  ['INVALID_TOTP_KEY', 'error.incorrectConfirmationCode'],
  ['INVALID_IAM_TICKET', 'error.refreshSomethingWentWrong'],
  ['INSUFFICIENT_AUTHENTICATION_LEVEL', 'error.refreshSomethingWentWrong'],
  ['INVALID_PHONE_NUMBER', 'error.invalidPhoneNumber'],
  ['NOT_SUPPORTED_PHONE', 'error.phoneVerificationProblem'],
  ['MAX_LIMIT_EXCEEDED', 'error.maxAttemptsExceeded'],
  ['IDP_USER_DENIED', 'error.identityNotVerified'],
  ['SERVICE_INTERNAL_ERROR', 'error.identityNotVerifiedWithPhone'],
  ['INVALID_USERNAME', 'error.userIdOrPasswordIncorrect'],
  ['USER_NOT_FOUND', 'error.userIdOrPasswordIncorrect'],
  ['DUPLICATE_USER', 'error.duplicateUser'],
  ['partner_auth_access_denied', 'error.externalLoginDenied'],
  ['INVALID_EMAIL', 'error.invalidEmail'],
  ['INVALID_SECURITY_QUESTION_OR_ANSWER', 'error.invalidSecurityQuestionOrAnswer'],
  ['INVALID_SECURITY_ANSWER', 'error.invalidSecurityAnswer'],
  ['INVALID_SECURITY_LEVEL', 'error.invalidSecurityLevel'],
  ['USERNAME_IN_PASSWORD', 'error.usernameInPassword'],
  ['PASSWORD_IN_USERNAME', 'error.passwordInUsername'],
  ['INVALID_NAMESPACE_ID', 'error.signUpFailed'],
  ['INVALID_IP_ADDRESS', 'error.signUpFailed'],
  ['INVALID_PIN', 'error.incorrectSecurityCode'],
  ['ACCOUNT_ACTIVATION_FAILED', 'error.activationFailed'],
  ['INVALID_CONFIRMATION_ID', 'error.incorrectConfirmationCode'],
  ['PREVIOUSLY_USED_PASSWORD', 'error.previouslyUsedPassword'],
  ['LOCKED_OUT', 'error.accountLocked'],
  ['CAPTCHA_REJECTED', 'error.captchaRejected'],
  ['NO_MATCHING_ACCOUNTS_AFTER_FILTER', 'error.noMatchingAccounts'],
  ['PARTNER_INITIATION_FAIL', 'error.partnerInitiationFailed'],
];

describe('describeError: seed 000 §8.1 table', () => {
  it.each(SPEC_TABLE)('%s -> %s', (code, key) => {
    const d = describeError({ responseCode: code }, { status: 400 });
    expect(d).toMatchObject({ code, key, message: enUS[key], fromServer: false, status: 400 });
  });

  it('every named code has an entry (typed), and every entry has base text', () => {
    for (const code of RESPONSE_CODES) {
      expect(enUS[WIDGET_ERROR_KEYS[code]]).toBeTruthy();
    }
  });

  it.each([
    ['TICKET_EXPIRED', 'error.sessionExpired'],
    ['STEP_UP_REQUIRED', 'error.reauthenticate'],
    ['TOO_MANY_RESET_REQUESTS', 'error.maxAttemptsReached'],
    ['CHALLENGE_TOKEN_EXPIRED', 'error.verificationCodeExpiredOrIncorrect'],
    ['EXPIRED_INVITATION_REQUEST', 'error.invitationExpired'],
    ['INVALID_ACCESS_CODE', 'error.incorrectSecurityCode'],
    ['INCORRECT_SECURITY_ANSWER', 'error.invalidSecurityAnswer'],
    ['SMS_SERVICE_UNAVAILABLE', 'error.smsUnavailable'],
    ['INTERNAL_SERVER_ERROR', 'error.issueOnOurEnd'],
    ['NETWORK_ERROR', 'error.networkError'],
    ['TIMEOUT', 'error.timeout'],
    ['CAPTCHA_REQUIRED', 'error.captchaRequired'],
  ] as const)('catalogue code %s -> %s', (code, key) => {
    expect(describeError({ responseCode: code }).key).toBe(key);
  });

  it.each(['SOMETHING_NEW', 'REALM_NOT_FOUND', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    'unknown code %s says something went wrong and keeps the code',
    (code) => {
      expect(describeError({ responseCode: code, responseMessage: 'Raw server text' })).toMatchObject({
        code,
        key: 'error.somethingWentWrong',
        message: enUS['error.somethingWentWrong'],
        fromServer: false,
      });
    },
  );
});

describe('describeError: special cases', () => {
  it.each([
    ['Invalid authentication context', 'oow', 'INVALID_AUTH_CONTEXT'],
    ['invalid authentication context.', 'oow', 'INVALID_AUTH_CONTEXT'],
    ['  INVALID  AUTHENTICATION   CONTEXT ', 'oow', 'INVALID_AUTH_CONTEXT'],
    ['Invalid_Auth_Context', 'oow', 'INVALID_AUTH_CONTEXT'],
    ['Invalid authentication context', 'signIn', 'ACCESS_DENIED'],
    ['Invalid authentication context', undefined, 'ACCESS_DENIED'],
    ['Access denied', 'oow', 'ACCESS_DENIED'],
    ['', 'oow', 'ACCESS_DENIED'],
  ] as const)('ACCESS_DENIED %j in context %s -> %s', (message, context, code) => {
    const d = describeError({ responseCode: 'ACCESS_DENIED', responseMessage: message }, { context });
    expect(d.code).toBe(code);
    expect(d.key).toBe(code === 'INVALID_AUTH_CONTEXT' ? 'error.invalidAuthContext' : 'error.accessDenied');
  });

  it.each([
    ['Maximum verification attempts exceeded', true],
    ['maximum verification attempts were exceeded.', true],
    ['MAX_VERIFICATION_ATTEMPTS_EXCEEDED', true],
    ['You have exceeded the maximum number of verification attempts.', true],
    ['Max attempts reached', true],
    ['MAXIMUM VERIFICATION ATTEMPT EXCEEDED', true],
    ['Invalid confirmation id', false],
    ['', false],
    ['Too many requests', false],
    ['maximum length exceeded', false],
    ['attempts: 3 of 5', false],
  ])('INVALID_CONFIRMATION_ID with %j -> maximum attempts: %s', (message, max) => {
    const d = describeError({ responseCode: 'INVALID_CONFIRMATION_ID', responseMessage: message });
    expect(d.code).toBe('INVALID_CONFIRMATION_ID');
    expect(d.key).toBe(max ? 'error.maxAttemptsReached' : 'error.incorrectConfirmationCode');
  });

  it('LOCKED_OUT shows the server message as plain text', () => {
    const text = 'Your account is locked. <b>Call us</b> at 1-800-555-0100.';
    expect(describeError({ responseCode: 'LOCKED_OUT', responseMessage: text }, { status: 423 })).toEqual({
      code: 'LOCKED_OUT',
      key: 'error.accountLocked',
      message: text,
      fromServer: true,
      serverMessage: text,
      status: 423,
    });
  });

  it('LOCKED_OUT without a server message says account locked, or the retry time when known', () => {
    expect(describeError({ responseCode: 'LOCKED_OUT' }).message).toBe(enUS['error.accountLocked']);
    expect(describeError({ responseCode: 'LOCKED_OUT', responseMessage: '   ' }).message).toBe(
      enUS['error.accountLocked'],
    );
    const timed = describeError({ responseCode: 'LOCKED_OUT' }, { retryAfterMinutes: 14.2 });
    expect(timed.key).toBe('error.accountTemporarilyLocked');
    expect(timed.message).toBe('Your account is temporarily unavailable. Try again in 15 minutes.');
    expect(describeError({ responseCode: 'LOCKED_OUT' }, { retryAfterMinutes: 1 }).message).toContain(
      'in 1 minute.',
    );
    expect(describeError({ responseCode: 'LOCKED_OUT' }, { retryAfterMinutes: -3 }).key).toBe(
      'error.accountLocked',
    );
  });

  it.each([
    ['nothing', undefined, undefined],
    ['null', null, undefined],
    ['empty object', {}, 500],
    ['a message but no code', { responseMessage: 'Server said something' }, 500],
    ['HTML', '<html>oops</html>', 502],
    ['status 0', null, 0],
  ])('no code (%s) -> UNKNOWN_ERROR with an empty server message', (_name, input, status) => {
    expect(describeError(input, { status })).toMatchObject({
      code: 'UNKNOWN_ERROR',
      key: 'error.somethingWentWrong',
      serverMessage: '',
      fromServer: false,
    });
  });

  it.each([
    ['status number', 403, undefined],
    ['status option', null, 403],
    ['empty body with 403', '', 403],
  ])('403 without a code -> access denied (%s)', (_name, input, status) => {
    expect(describeError(input, { status })).toMatchObject({
      code: 'ACCESS_DENIED',
      key: 'error.accessDenied',
      status: 403,
    });
  });

  it('a code in the body wins over a 403 status', () => {
    expect(describeError({ responseCode: 'LOCKED_OUT' }, { status: 403 }).code).toBe('LOCKED_OUT');
  });

  it('accepts every input shape', () => {
    expect(describeError('{"error":{"responseCode":"INVALID_PIN"}}').key).toBe('error.incorrectSecurityCode');
    expect(describeError({ errors: [{ code: 'DUPLICATE_USER' }] }).key).toBe('error.duplicateUser');
    expect(describeError({ kind: 'timeout', code: 'TIMEOUT', serverMessage: '', status: null }).key).toBe(
      'error.timeout',
    );
  });
});

describe('describeError: user-enumeration strict mode', () => {
  const codes = ['USER_NOT_FOUND', 'INVALID_USERNAME', 'INVALID_CREDENTIALS', 'INVALID_PASSWORD'];

  // Every field, the server's text and the HTTP status included: the service answers an unknown user 404,
  // a malformed one 400 and a wrong password 401, each with its own text, and a caller may log or show them.
  it('describes the four codes identically (every field)', () => {
    const statuses = [404, 400, 401, 401];
    const results = codes.map((code, index) =>
      describeError(
        { responseCode: code, responseMessage: `${code} text` },
        { enumeration: 'strict', status: statuses[index] },
      ),
    );
    for (const r of results) {
      expect(r).toEqual(results[0]);
    }
    expect(results[0]).toEqual({
      code: 'INVALID_CREDENTIALS',
      key: 'error.signInFailed',
      message: enUS['error.signInFailed'],
      fromServer: false,
      serverMessage: '',
      status: 401,
    });
  });

  it('off (the default) keeps the spec distinct messages', () => {
    const keys = codes.map((code) => describeError({ responseCode: code }).key);
    expect(new Set(keys).size).toBe(3);
    expect(describeError({ responseCode: 'USER_NOT_FOUND' }, { enumeration: 'off' }).key).toBe(
      'error.userIdOrPasswordIncorrect',
    );
  });

  it('does not touch other codes', () => {
    expect(describeError({ responseCode: 'LOCKED_OUT' }, { enumeration: 'strict' }).key).toBe(
      'error.accountLocked',
    );
  });
});

describe('describeError: locales', () => {
  beforeAll(async () => {
    await loadLocale('fr-CA');
  });

  it.each(['fr-CA', 'fr_ca', 'FR-ca', 'fr-FR', 'fr'])('uses French for %s once loaded', (locale) => {
    expect(describeError({ responseCode: 'INVALID_EMAIL' }, { locale }).message).toBe(
      "Cette adresse courriel n'est pas valide. Vérifiez-la et réessayez.",
    );
  });

  it('uses French plural rules', () => {
    expect(
      describeError({ responseCode: 'LOCKED_OUT' }, { locale: 'fr-CA', retryAfterMinutes: 1 }).message,
    ).toContain('dans 1 minute.');
  });

  it('falls back to en-US for unknown locales and garbage', () => {
    for (const locale of ['de-DE', 'xx', '', '!!', null]) {
      expect(describeError({ responseCode: 'INVALID_EMAIL' }, { locale }).message).toBe(
        enUS['error.invalidEmail'],
      );
    }
  });

  it('uses a table given in options', () => {
    const messages = { ...enUS, 'error.invalidEmail': 'Custom text' };
    expect(describeError({ responseCode: 'INVALID_EMAIL' }, { messages }).message).toBe('Custom text');
  });
});

describe('riskLevelForError (seed 000 §8.1 analytics)', () => {
  it.each([
    ['ACCESS_DENIED', 'high'],
    ['INVALID_AUTH_CONTEXT', null],
    ['LOCKED_OUT', null],
    [null, null],
    [undefined, null],
  ] as const)('%s -> %s', (code, level) => {
    expect(riskLevelForError(code)).toBe(level);
  });

  it('a bare 403 reads as high risk too', () => {
    expect(riskLevelForError(describeError(403).code)).toBe('high');
  });
});
