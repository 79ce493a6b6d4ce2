import { describe, expect, it } from 'vitest';
import { describeClientError, enUS, type MessageKey } from '../../catalogue';

describe('describeClientError: seed 001 §8 table', () => {
  it.each([
    ['ACCOUNT_SERVICE_UNAVAILABLE', 'error.accountServicesUnavailable'],
    ['SERVICE_UNAVAILABLE', 'error.accountServicesUnavailable'],
    ['INVALID_CREDENTIALS', 'error.incorrectCredentials'],
    ['INVALID_PASSWORD', 'error.invalidPassword'],
    ['ACCESS_DENIED', 'error.accessDenied'],
    ['CONFIGURATION_ERROR', 'error.somethingWentWrong'],
    ['INVALID_CHALLENGE_TOKEN_TYPE', 'error.somethingWentWrong'],
  ] satisfies [string, MessageKey][])('%s -> %s (own message, never the server text)', (code, key) => {
    const d = describeClientError({ responseCode: code, responseMessage: 'server words' }, { status: 400 });
    expect(d).toMatchObject({
      code,
      key,
      message: enUS[key],
      fromServer: false,
      serverMessage: 'server words',
      status: 400,
    });
  });

  it.each(['LOCKED_OUT', 'USER_NOT_FOUND', 'SOMETHING_NEW', 'INVALID_EMAIL'])(
    'other code %s shows the server message',
    (code) => {
      const d = describeClientError(
        { responseCode: code, responseMessage: 'Exactly <i>what</i> the server said' },
        { status: 400 },
      );
      expect(d).toMatchObject({ code, message: 'Exactly <i>what</i> the server said', fromServer: true });
    },
  );

  it('other code without server text uses the widget wording instead of an empty line', () => {
    expect(describeClientError({ responseCode: 'INVALID_EMAIL' }, { status: 400 })).toMatchObject({
      key: 'error.invalidEmail',
      message: enUS['error.invalidEmail'],
      fromServer: false,
    });
    expect(describeClientError({ responseCode: 'BRAND_NEW' }, { status: 400 }).message).toBe(
      enUS['error.somethingWentWrong'],
    );
  });

  it.each([
    [
      'status 500, no body',
      null,
      500,
      'ACCOUNT_SERVICE_UNAVAILABLE',
      'error.accountServicesUnavailable',
      500,
    ],
    [
      'status 404 with HTML',
      '<html>404</html>',
      404,
      'ACCOUNT_SERVICE_UNAVAILABLE',
      'error.accountServicesUnavailable',
      404,
    ],
    [
      'message but no code',
      { responseMessage: 'hmm' },
      502,
      'ACCOUNT_SERVICE_UNAVAILABLE',
      'error.accountServicesUnavailable',
      502,
    ],
    ['status 0 (old IE 401)', null, 0, 'INVALID_CREDENTIAL', 'error.incorrectCredentials', 401],
    ['no code and no status', null, null, 'NETWORK_ERROR', 'error.networkError', null],
    ['nothing at all', undefined, undefined, 'NETWORK_ERROR', 'error.networkError', null],
  ] as const)('no code: %s', (_name, body, status, code, key, outStatus) => {
    expect(describeClientError(body, { status })).toMatchObject({
      code,
      key,
      status: outStatus,
      message: enUS[key],
    });
  });

  it.each(['NETWORK_ERROR', 'TIMEOUT', 'ABORTED', 'INVALID_RESPONSE', 'CAPTCHA_REJECTED'])(
    'client-side %s uses its own message',
    (code) => {
      const d = describeClientError({ code, serverMessage: 'should not show' });
      expect(d.fromServer).toBe(false);
      expect(d.message).not.toBe('should not show');
    },
  );

  it('strict enumeration hides which of the four codes it was, even with server text', () => {
    const seen = new Set(
      ['USER_NOT_FOUND', 'INVALID_USERNAME', 'INVALID_CREDENTIALS', 'INVALID_PASSWORD'].map((code) => {
        const status = code === 'USER_NOT_FOUND' ? 404 : code === 'INVALID_USERNAME' ? 400 : 401;
        return JSON.stringify(
          describeClientError(
            { responseCode: code, responseMessage: `${code} says` },
            { enumeration: 'strict', status },
          ),
        );
      }),
    );
    expect(seen.size).toBe(1);
  });

  it('status 0 in strict mode is also the generic sign-in failure', () => {
    expect(describeClientError(null, { status: 0, enumeration: 'strict' })).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      key: 'error.signInFailed',
      status: 401,
    });
  });
});
