/**
 * Every response code the playground service sends. Each one is a catalogue code (checked by
 * tests/playground/codes.test.ts against catalogue's RESPONSE_CODES), so the client and UI map them the
 * same way they would map the real service's.
 */
export const SERVICE_CODES = [
  'INVALID_ARGUMENT',
  'INVALID_CREDENTIALS',
  'INVALID_USERNAME',
  'INVALID_PASSWORD',
  'INVALID_EMAIL',
  'INVALID_PHONE_NUMBER',
  'NOT_SUPPORTED_PHONE',
  'LOCKED_OUT',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_REJECTED',
  'ACCESS_DENIED',
  'USER_NOT_FOUND',
  'DUPLICATE_USER',
  'INVALID_TOTP_CODE',
  'INVALID_TOTP_KEY',
  'INCORRECT_SECURITY_ANSWER',
  'INVALID_CONFIRMATION_ID',
  'MAX_LIMIT_EXCEEDED',
  'CHALLENGE_TOKEN_EXPIRED',
  'INVALID_CHALLENGE_TOKEN_TYPE',
  'INVALID_IAM_TICKET',
  'INSUFFICIENT_AUTHENTICATION_LEVEL',
  'TICKET_EXPIRED',
  'PREVIOUSLY_USED_PASSWORD',
  'USERNAME_IN_PASSWORD',
  'PASSWORD_IN_USERNAME',
  'INVALID_SECURITY_ANSWER',
  'INVALID_SECURITY_LEVEL',
  'ACCOUNT_ACTIVATION_FAILED',
  'IDP_USER_DENIED',
  'STEP_UP_REQUIRED',
  'REALM_NOT_FOUND',
  'INVALID_ACCESS_CODE',
  'EXPIRED_INVITATION_REQUEST',
  'INVALID_NAMESPACE_ID',
  'TOO_MANY_RESET_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
  'CONFIGURATION_ERROR',
  'partner_auth_access_denied',
] as const;

export type ServiceCode = (typeof SERVICE_CODES)[number];

/**
 * OAuth 2.0 error codes the authorization endpoint answers with (seed 000 §8.3; RFC 6749 §4.1.2.1).
 * They travel in the OAuth `error` field, not in `responseCode`.
 */
export const OAUTH_SERVICE_ERRORS = [
  'request_not_supported',
  'invalid_client',
  'invalid_redirect_uri',
  'unauthorized_client',
  'unsupported_response_type',
  'invalid_scope',
  'access_denied',
  'interaction_required',
  'invalid_grant',
  'unsupported_grant_type',
  'login_required',
  'consent_required',
  'server_error',
] as const;

export type OAuthServiceError = (typeof OAUTH_SERVICE_ERRORS)[number];
