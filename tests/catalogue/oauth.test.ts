import { describe, expect, it } from 'vitest';
import {
  OAUTH_ERRORS_SHOWN_ON_PAGE,
  OAUTH_ERROR_CODES,
  describeOAuthError,
  enUS,
  isOAuthErrorCode,
  oauthErrorKey,
  parseOAuthError,
  shouldRedirectOAuthError,
} from '../../catalogue';

describe('OAuth error list (seed 000 §8.3)', () => {
  it('has the 27 named errors, each once', () => {
    expect(OAUTH_ERROR_CODES).toHaveLength(27);
    expect(new Set(OAUTH_ERROR_CODES).size).toBe(27);
    for (const code of [
      'x_invalid_app_token',
      'invalid_fbi_migrate_request',
      'slow_down',
      'cannot_parse_response_text',
    ]) {
      expect(isOAuthErrorCode(code)).toBe(true);
    }
    expect(isOAuthErrorCode('INVALID_CLIENT')).toBe(false);
    expect(isOAuthErrorCode(42)).toBe(false);
  });
});

describe('parseOAuthError', () => {
  it.each([
    [
      'exchange body',
      '{"error":"access_denied","errorDescription":"User said no"}',
      400,
      'access_denied',
      'User said no',
    ],
    [
      'token-endpoint body',
      '{"error":"invalid_grant","error_description":"expired"}',
      400,
      'invalid_grant',
      'expired',
    ],
    ['upper-case error is lower-cased', '{"error":"INVALID_CLIENT"}', 401, 'invalid_client', ''],
    ['API error body', '{"responseCode":"ACCESS_DENIED","responseMessage":"no"}', 403, 'access_denied', 'no'],
    ['unnamed error kept as sent', '{"error":"brand_new_error"}', 400, 'brand_new_error', ''],
    ['padded text', '  {"error":"login_required"}\n', 400, 'login_required', ''],
  ])('%s', (_name, text, status, error, description) => {
    expect(parseOAuthError(text, status)).toEqual({ error, errorDescription: description, status });
  });

  it.each([
    ['HTML', '<html>Bad gateway</html>', 502],
    ['truncated JSON', '{"error":"acc', 500],
    ['JSON without an error', '{"ok":true}', 200],
    ['JSON array', '[{"error":"x"}]', 500],
    ['JSON string', '"invalid_client"', 400],
    ['error with markup', '{"error":"<script>"}', 400],
    ['huge body', `{"error":"x","pad":"${'a'.repeat(100_000)}"}`, 500],
    ['__proto__ body', '{"__proto__":{"error":"invalid_client"}}', 400],
  ])('unparseable text (%s) -> cannot_parse_response_text', (_name, text, status) => {
    expect(parseOAuthError(text, status)).toEqual({
      error: 'cannot_parse_response_text',
      errorDescription: '',
      status,
    });
    expect(({} as Record<string, unknown>).error).toBeUndefined();
  });

  it.each([
    ['empty text with status', '', 503, 'temporarily_unavailable'],
    ['whitespace with status', '   ', 500, 'temporarily_unavailable'],
    ['null with status', null, 504, 'temporarily_unavailable'],
    ['no body, status 0', undefined, 0, 'temporarily_unavailable'],
    ['no body, no status', undefined, undefined, 'server_error'],
    ['no body, null status', '', null, 'server_error'],
    ['non-text body, no status', { error: 'x' }, null, 'server_error'],
  ])('no body: %s -> %s', (_name, text, status, error) => {
    expect(parseOAuthError(text, status).error).toBe(error);
  });

  it('bounds the description and keeps it as plain text', () => {
    const parsed = parseOAuthError(
      JSON.stringify({ error: 'access_denied', error_description: `<b>${'x'.repeat(5000)}` }),
      400,
    );
    expect(parsed.errorDescription.startsWith('<b>')).toBe(true);
    expect(parsed.errorDescription.length).toBeLessThanOrEqual(1000);
  });
});

describe('which OAuth errors may redirect (issue 5 §2)', () => {
  it.each([...OAUTH_ERRORS_SHOWN_ON_PAGE])('%s is shown on the page, never redirected', (code) => {
    expect(shouldRedirectOAuthError(code)).toBe(false);
    expect(oauthErrorKey(code)).toBe(`oauth.${code}`);
    expect(describeOAuthError(code).message).toBe(enUS[`oauth.${code}`]);
  });

  it('every other named error redirects', () => {
    const redirected = OAUTH_ERROR_CODES.filter((c) => shouldRedirectOAuthError(c));
    expect(redirected).toHaveLength(27 - 6);
    expect(redirected).toContain('access_denied');
    expect(redirected).toContain('login_required');
  });

  it.each(['', 'INVALID_CLIENT', 'bad code', '<x>'])('a malformed code %j never redirects', (code) => {
    expect(shouldRedirectOAuthError(code)).toBe(false);
  });

  it('describes other errors generically, in the locale', () => {
    expect(describeOAuthError('access_denied')).toEqual({
      error: 'access_denied',
      key: 'oauth.generic',
      message: enUS['oauth.generic'],
    });
  });
});
