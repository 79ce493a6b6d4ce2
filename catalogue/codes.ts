/**
 * The named response-code catalogue (seed 000 §8.1, §8 "large catalogue"; seed 001 §8) plus the codes the
 * client raises itself. The real service has hundreds of codes; only the named ones are listed, and every
 * other string still flows through `describeError` (as "something went wrong") and `describeClientError`
 * (as the server's own message).
 */
export const SERVER_RESPONSE_CODES = [
  // seed 000 §8.1 mapping table
  'ACCOUNT_SERVICE_UNAVAILABLE',
  'SERVICE_UNAVAILABLE',
  'INVALID_CREDENTIALS',
  'INVALID_ARGUMENT',
  'INVALID_PASSWORD',
  'ACCESS_DENIED',
  'CONFIGURATION_ERROR',
  'INVALID_CHALLENGE_TOKEN_TYPE',
  'INVALID_TOTP_CODE',
  'INVALID_TOTP_KEY',
  'INVALID_IAM_TICKET',
  'INSUFFICIENT_AUTHENTICATION_LEVEL',
  'INVALID_PHONE_NUMBER',
  'NOT_SUPPORTED_PHONE',
  'MAX_LIMIT_EXCEEDED',
  'IDP_USER_DENIED',
  'SERVICE_INTERNAL_ERROR',
  'INVALID_USERNAME',
  'USER_NOT_FOUND',
  'DUPLICATE_USER',
  'partner_auth_access_denied',
  'INVALID_EMAIL',
  'INVALID_SECURITY_QUESTION_OR_ANSWER',
  'INVALID_SECURITY_ANSWER',
  'INVALID_SECURITY_LEVEL',
  'USERNAME_IN_PASSWORD',
  'PASSWORD_IN_USERNAME',
  'INVALID_NAMESPACE_ID',
  'INVALID_IP_ADDRESS',
  'INVALID_PIN',
  'ACCOUNT_ACTIVATION_FAILED',
  'INVALID_CONFIRMATION_ID',
  'PREVIOUSLY_USED_PASSWORD',
  'LOCKED_OUT',
  // seed 000 §8 "a large catalogue of API response codes exists", the named ones
  'INCORRECT_SECURITY_ANSWER',
  'REALM_NOT_FOUND',
  'TICKET_EXPIRED',
  'TICKET_REVOKED',
  'STEP_UP_REQUIRED',
  'REAUTHENTICATION_REQUIRED',
  'TOO_MANY_RESET_REQUESTS',
  'PASSWORD_RESET_LOCKOUT',
  'CHALLENGE_TOKEN_EXPIRED',
  'INVALID_ACCESS_CODE',
  'EXPIRED_INVITATION_REQUEST',
  'SMS_SERVICE_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
  // seed 001 §8: old browsers report a 401 as status 0, treated as 401 INVALID_CREDENTIAL
  'INVALID_CREDENTIAL',
  // seed 000 §4.8, §7.2: the captcha-required response header
  'CAPTCHA_REQUIRED',
] as const;

/**
 * Codes raised on the client, never sent by the server (seed 000 §8.1 "raised client-side", §8.1 parsing,
 * and the transport failures of the identity client: network, deadline, abort, unreadable body).
 */
export const CLIENT_RESPONSE_CODES = [
  'CAPTCHA_REJECTED',
  'NO_MATCHING_ACCOUNTS_AFTER_FILTER',
  'PARTNER_INITIATION_FAIL',
  'UNKNOWN_ERROR',
  'INVALID_AUTH_CONTEXT',
  'NETWORK_ERROR',
  'TIMEOUT',
  'ABORTED',
  'INVALID_RESPONSE',
] as const;

/** Every named response code, server-sent and client-side. */
export const RESPONSE_CODES = /* @__PURE__ */ (() =>
  [...SERVER_RESPONSE_CODES, ...CLIENT_RESPONSE_CODES] as const)();

/** A response code the service is known to send. */
export type ServerResponseCode = (typeof SERVER_RESPONSE_CODES)[number];
/** A code the client library raises itself. */
export type ClientResponseCode = (typeof CLIENT_RESPONSE_CODES)[number];
/** Any named response code. */
export type ResponseCode = (typeof RESPONSE_CODES)[number];

// Built on first use, so bundles that never call isResponseCode do not keep the code lists.
let codeSet: ReadonlySet<string> | null = null;

/** True when `value` is one of the named response codes (exact, case-sensitive: codes are identifiers). */
export function isResponseCode(value: unknown): value is ResponseCode {
  codeSet ??= new Set<string>(RESPONSE_CODES);
  return typeof value === 'string' && codeSet.has(value);
}
