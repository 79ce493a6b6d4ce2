/**
 * OAuth errors of the authorization-code hand-off (seed 000 §4.6, §8.3; RFC 6749 §4.1.2.1, §5.2; OpenID
 * Connect Core §3.1.2.6; RFC 8628 for authorization_pending / slow_down).
 */
import { enUSOAuth } from './messages/en-US/oauth';
import type { MessageKey, OAuthMessageKey, OAuthShownError } from './messages/keys';
import { cleanServerText } from './parse';
import { translateFrom } from './translate-from';

/** The OAuth error list of seed 000 §8.3. */
export const OAUTH_ERROR_CODES = [
  'x_invalid_app_token',
  'invalid_client',
  'invalid_redirect_uri',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'insufficient_scope',
  'invalid_token',
  'access_denied',
  'unsupported_response_type',
  'server_error',
  'temporarily_unavailable',
  'interaction_required',
  'login_required',
  'account_selection_required',
  'consent_required',
  'invalid_request_uri',
  'invalid_request_object',
  'request_not_supported',
  'request_uri_not_supported',
  'overall_redirect_uri_too_long',
  'registration_not_supported',
  'invalid_fbi_migrate_request',
  'authorization_pending',
  'slow_down',
  'cannot_parse_response_text',
] as const;

/** A named OAuth error. */
export type OAuthErrorCode = (typeof OAUTH_ERROR_CODES)[number];

/** A parsed OAuth failure. `error` is lower-case (seed 000 §8.3); unnamed server codes are kept as sent. */
export interface ParsedOAuthError {
  error: OAuthErrorCode | (string & {});
  /** The server's description as plain text, '' when none. */
  errorDescription: string;
  /** HTTP status when known. */
  status: number | null;
}

const ERROR_PATTERN = /^[a-z][a-z0-9_.:-]{0,99}$/;
/** True when `value` is one of the named OAuth errors. */
export function isOAuthErrorCode(value: unknown): value is OAuthErrorCode {
  return typeof value === 'string' && (OAUTH_ERROR_CODES as readonly string[]).includes(value);
}

function own(obj: object, key: string): unknown {
  const d = Object.getOwnPropertyDescriptor(obj, key);
  return d !== undefined && 'value' in d ? (d.value as unknown) : undefined;
}

function firstString(obj: object, keys: readonly string[]): string | null {
  for (const key of keys) {
    const v = own(obj, key);
    if (typeof v === 'string' && v.trim() !== '') {
      return v;
    }
  }
  return null;
}

function readStatus(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 999 ? value : null;
}

function parseBody(text: string): { error: string; errorDescription: string } | null {
  if (text.length > 65_536) {
    return null;
  }
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return null;
  }
  // exchangeTicketForAuthCode answers {error, errorDescription} (seed 000 §7.3); the token endpoint answers
  // {error, error_description} (RFC 6749 §5.2); an API error body answers {responseCode, responseMessage}.
  const raw = firstString(value, ['error', 'responseCode', 'code']);
  const error = raw === null ? '' : raw.trim().toLowerCase();
  if (!ERROR_PATTERN.test(error)) {
    return null;
  }
  const description = firstString(value, [
    'errorDescription',
    'error_description',
    'responseMessage',
    'message',
  ]);
  return { error, errorDescription: description === null ? '' : cleanServerText(description) };
}

/**
 * The failure of the OAuth exchange, by the rules of seed 000 §8.3: response text is parsed, and text that
 * does not parse to an error is `cannot_parse_response_text`; with no body, `temporarily_unavailable` when
 * an HTTP status exists, otherwise `server_error`. The code is lower-cased. Never throws.
 * @param responseText the response body as text (anything else counts as no body)
 * @param status the HTTP status, or null / undefined when the request got no response
 */
export function parseOAuthError(responseText: unknown, status?: number | null): ParsedOAuthError {
  const knownStatus = readStatus(status);
  const text = typeof responseText === 'string' ? responseText.trim() : '';
  if (text === '') {
    return {
      error: knownStatus === null ? 'server_error' : 'temporarily_unavailable',
      errorDescription: '',
      status: knownStatus,
    };
  }
  try {
    const parsed = parseBody(text);
    if (parsed !== null) {
      return { ...parsed, status: knownStatus };
    }
  } catch {
    // fall through: unreadable is "cannot parse"
  }
  return { error: 'cannot_parse_response_text', errorDescription: '', status: knownStatus };
}

/**
 * OAuth errors shown on the sign-in page (with a sign-in link) instead of redirecting to the client
 * (issue 5 §2, tightening seed 000 §8.3 where only invalid_redirect_uri stays): a redirect address the
 * server did not validate is never navigated to (QUALITY.md 3, RFC 6749 §4.1.2.1, RFC 9700).
 */
export const OAUTH_ERRORS_SHOWN_ON_PAGE = [
  'invalid_redirect_uri',
  'invalid_client',
  'unauthorized_client',
  'x_invalid_app_token',
  'overall_redirect_uri_too_long',
  'cannot_parse_response_text',
] as const satisfies readonly OAuthShownError[] & readonly OAuthErrorCode[];

/**
 * May this OAuth error be sent back to the client's redirect address (with error, error_description and
 * state)? False for the errors of `OAUTH_ERRORS_SHOWN_ON_PAGE`, and for anything that is not a well-formed
 * lower-case code.
 */
export function shouldRedirectOAuthError(error: string): boolean {
  return ERROR_PATTERN.test(error) && !(OAUTH_ERRORS_SHOWN_ON_PAGE as readonly string[]).includes(error);
}

/** The message key for an OAuth error shown on the page. */
export function oauthErrorKey(error: string): OAuthMessageKey {
  return (OAUTH_ERRORS_SHOWN_ON_PAGE as readonly string[]).includes(error)
    ? (`oauth.${error as OAuthShownError}` as const)
    : 'oauth.generic';
}

/** Plain-text message of an OAuth error shown on the page (never the server's description). */
export function describeOAuthError(
  error: string,
  options: { locale?: string | null | undefined } = {},
): { error: string; key: MessageKey; message: string } {
  const key = oauthErrorKey(error);
  // Only the OAuth part of en-US: the OAuth error screen must not bundle every en-US text.
  return { error, key, message: translateFrom([enUSOAuth], key, {}, options.locale) };
}
