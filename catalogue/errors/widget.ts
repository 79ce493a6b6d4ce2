/**
 * The widget-layer mapping of seed 000 §8.1: response code -> message key, with its special cases.
 */
import type { ResponseCode } from '../codes';
import { formatMessage } from '../format';
import type { ErrorMessageKey, MessageTable } from '../messages/keys';
import { parseApiError, type ParsedApiError } from '../parse';
import { enUSErrors } from '../messages/en-US-errors';
import { ENUMERATION_CODES, ENUMERATION_STATUS } from './enumeration';

export { ENUMERATION_CODES };
import { findMessage, resolveLocale } from '../locales/registry';
import { saysInvalidAuthContext, saysMaxVerificationAttempts } from './server-text';

/**
 * Code -> key. Codes of the seed 000 §8.1 table first, then the codes of the named catalogue the spec does
 * not map (mapped here to what a user would expect; without an entry they would read "something went
 * wrong", the spec's default), then the client-side codes.
 */
export const WIDGET_ERROR_KEYS = {
  ACCOUNT_SERVICE_UNAVAILABLE: 'error.accountServicesUnavailable',
  SERVICE_UNAVAILABLE: 'error.accountServicesUnavailable',
  INVALID_CREDENTIALS: 'error.incorrectCredentials',
  INVALID_ARGUMENT: 'error.incorrectCredentials',
  INVALID_PASSWORD: 'error.invalidPassword',
  ACCESS_DENIED: 'error.accessDenied',
  INVALID_AUTH_CONTEXT: 'error.invalidAuthContext',
  CONFIGURATION_ERROR: 'error.somethingWentWrong',
  INVALID_CHALLENGE_TOKEN_TYPE: 'error.somethingWentWrong',
  INVALID_TOTP_CODE: 'error.incorrectConfirmationCode',
  INVALID_TOTP_KEY: 'error.incorrectConfirmationCode',
  INVALID_IAM_TICKET: 'error.refreshSomethingWentWrong',
  INSUFFICIENT_AUTHENTICATION_LEVEL: 'error.refreshSomethingWentWrong',
  INVALID_PHONE_NUMBER: 'error.invalidPhoneNumber',
  NOT_SUPPORTED_PHONE: 'error.phoneVerificationProblem',
  MAX_LIMIT_EXCEEDED: 'error.maxAttemptsExceeded',
  IDP_USER_DENIED: 'error.identityNotVerified',
  SERVICE_INTERNAL_ERROR: 'error.identityNotVerifiedWithPhone',
  INVALID_USERNAME: 'error.userIdOrPasswordIncorrect',
  USER_NOT_FOUND: 'error.userIdOrPasswordIncorrect',
  DUPLICATE_USER: 'error.duplicateUser',
  partner_auth_access_denied: 'error.externalLoginDenied',
  INVALID_EMAIL: 'error.invalidEmail',
  INVALID_SECURITY_QUESTION_OR_ANSWER: 'error.invalidSecurityQuestionOrAnswer',
  INVALID_SECURITY_ANSWER: 'error.invalidSecurityAnswer',
  INVALID_SECURITY_LEVEL: 'error.invalidSecurityLevel',
  USERNAME_IN_PASSWORD: 'error.usernameInPassword',
  PASSWORD_IN_USERNAME: 'error.passwordInUsername',
  INVALID_NAMESPACE_ID: 'error.signUpFailed',
  INVALID_IP_ADDRESS: 'error.signUpFailed',
  INVALID_PIN: 'error.incorrectSecurityCode',
  ACCOUNT_ACTIVATION_FAILED: 'error.activationFailed',
  INVALID_CONFIRMATION_ID: 'error.incorrectConfirmationCode',
  PREVIOUSLY_USED_PASSWORD: 'error.previouslyUsedPassword',
  LOCKED_OUT: 'error.accountLocked',
  CAPTCHA_REJECTED: 'error.captchaRejected',
  NO_MATCHING_ACCOUNTS_AFTER_FILTER: 'error.noMatchingAccounts',
  PARTNER_INITIATION_FAIL: 'error.partnerInitiationFailed',
  UNKNOWN_ERROR: 'error.somethingWentWrong',
  // Named in the catalogue of seed 000 §8, unmapped by the spec: chosen from the seed 001 §8 wording table.
  INCORRECT_SECURITY_ANSWER: 'error.invalidSecurityAnswer',
  TICKET_EXPIRED: 'error.sessionExpired',
  TICKET_REVOKED: 'error.sessionExpired',
  STEP_UP_REQUIRED: 'error.reauthenticate',
  REAUTHENTICATION_REQUIRED: 'error.reauthenticate',
  TOO_MANY_RESET_REQUESTS: 'error.maxAttemptsReached',
  PASSWORD_RESET_LOCKOUT: 'error.maxAttemptsReached',
  CHALLENGE_TOKEN_EXPIRED: 'error.verificationCodeExpiredOrIncorrect',
  // A mistyped access code is not an expired invitation: the person retries with the code from the email
  // (seed 001 §8 wording table: incorrect security code).
  INVALID_ACCESS_CODE: 'error.incorrectSecurityCode',
  EXPIRED_INVITATION_REQUEST: 'error.invitationExpired',
  SMS_SERVICE_UNAVAILABLE: 'error.smsUnavailable',
  INTERNAL_SERVER_ERROR: 'error.issueOnOurEnd',
  INVALID_CREDENTIAL: 'error.incorrectCredentials',
  CAPTCHA_REQUIRED: 'error.captchaRequired',
  REALM_NOT_FOUND: 'error.somethingWentWrong',
  // Transport failures raised by the identity client.
  NETWORK_ERROR: 'error.networkError',
  TIMEOUT: 'error.timeout',
  ABORTED: 'error.aborted',
  INVALID_RESPONSE: 'error.issueOnOurEnd',
} as const satisfies Record<ResponseCode, ErrorMessageKey>;

/** Where an error happened, when that changes its meaning. 'oow': out-of-wallet knowledge questions. */
export type ErrorContext = 'oow' | 'signIn' | 'signUp' | 'recovery' | 'mfa';

/**
 * User-enumeration policy (QUALITY.md 10). `off` keeps the spec's distinct messages; `strict` describes
 * USER_NOT_FOUND, INVALID_USERNAME, INVALID_CREDENTIALS and INVALID_PASSWORD identically (same code, key
 * and message), so a visitor cannot learn whether an account exists.
 */
export type EnumerationPolicy = 'off' | 'strict';

/** Options of `describeError` and `describeClientError`. */
export interface DescribeErrorOptions {
  /** Locale of the message (loaded locales only; see `loadLocale`). @default 'en-US' */
  locale?: string | null | undefined;
  /** Where the error happened; 'oow' enables the INVALID_AUTH_CONTEXT rule. */
  context?: ErrorContext | undefined;
  /** @default 'off' */
  enumeration?: EnumerationPolicy | undefined;
  /** HTTP status, when the input is only a body. */
  status?: number | null | undefined;
  /** LOCKED_OUT without a server message: say when to retry (seed 001 §8 retry time in minutes). */
  retryAfterMinutes?: number | undefined;
  /** A message table to use instead of the registered one (e.g. an app's overrides). */
  messages?: MessageTable | undefined;
}

/** What the UI shows for an error. */
export interface DescribedError {
  /** The effective code (the server's, or one the mapping chose such as INVALID_AUTH_CONTEXT, UNKNOWN_ERROR). */
  code: string;
  /** The message key (stable; the message may instead be the server's own text, see `fromServer`). */
  key: ErrorMessageKey;
  /** Plain text to show. Never HTML. */
  message: string;
  /** True when `message` is the server's text (LOCKED_OUT, or the client mapping's "other codes"). */
  fromServer: boolean;
  /** The server's message, '' when none (kept for logs; never shown unless `fromServer`). */
  serverMessage: string;
  /** HTTP status when known. */
  status: number | null;
}

const STRICT_CODE = 'INVALID_CREDENTIALS';
const STRICT_KEY = 'error.signInFailed' satisfies ErrorMessageKey;

/** Key of a code in WIDGET_ERROR_KEYS (own entries only: a code such as `constructor` is just unknown). */
export function widgetErrorKey(code: string): ErrorMessageKey | null {
  return Object.prototype.hasOwnProperty.call(WIDGET_ERROR_KEYS, code)
    ? WIDGET_ERROR_KEYS[code as keyof typeof WIDGET_ERROR_KEYS]
    : null;
}

/** Input accepted by the describe functions: any error body shape, a parsed error, an HTTP status, nothing. */
export type ErrorInput = unknown;

/** @internal Shared by both mappings. */
export function toParsed(input: ErrorInput, status: number | null | undefined): ParsedApiError {
  if (typeof input === 'number') {
    return parseApiError(null, status ?? input);
  }
  return parseApiError(input, status);
}

/** @internal */
export function render(
  key: ErrorMessageKey,
  params: Record<string, number | string>,
  options: DescribeErrorOptions,
): string {
  // Only the error half of en-US is bundled here (see en-US-errors.ts); loaded locales come first.
  const text = options.messages?.[key] ?? findMessage(key, options.locale) ?? enUSErrors[key];
  return formatMessage(text, params, resolveLocale(options.locale));
}

/**
 * Describes an error for the screens (seed 000 §8.1). `input` is an error body of any shape the service
 * uses, a JSON string, a parsed error, the client's IdentityError, an HTTP status number, or nothing.
 * - No code: 403 reads as ACCESS_DENIED; otherwise code UNKNOWN_ERROR with an empty server message.
 * - ACCESS_DENIED with 'Invalid authentication context' and `context: 'oow'` becomes INVALID_AUTH_CONTEXT.
 * - INVALID_CONFIRMATION_ID says "maximum attempts" when the server message says so.
 * - LOCKED_OUT shows the server message as text, else "account locked" (with the retry time if given).
 * - Unknown codes say something went wrong.
 * Never throws.
 */
export function describeError(input?: ErrorInput, options: DescribeErrorOptions = {}): DescribedError {
  const parsed = toParsed(input, options.status);
  const status = parsed.status;
  let code = parsed.responseCode;
  let serverMessage = parsed.responseMessage;
  if (code === null) {
    code = status === 403 ? 'ACCESS_DENIED' : 'UNKNOWN_ERROR';
    serverMessage = '';
  }
  if (options.enumeration === 'strict' && ENUMERATION_CODES.includes(code)) {
    // The server's text and status differ between the four (QUALITY.md 10): fold them too.
    return {
      code: STRICT_CODE,
      key: STRICT_KEY,
      message: render(STRICT_KEY, {}, options),
      fromServer: false,
      serverMessage: '',
      status: status === null ? null : ENUMERATION_STATUS,
    };
  }
  if (code === 'ACCESS_DENIED' && options.context === 'oow' && saysInvalidAuthContext(serverMessage)) {
    code = 'INVALID_AUTH_CONTEXT';
  }
  let key: ErrorMessageKey = widgetErrorKey(code) ?? 'error.somethingWentWrong';
  const params: Record<string, number> = {};
  if (code === 'INVALID_CONFIRMATION_ID' && saysMaxVerificationAttempts(serverMessage)) {
    key = 'error.maxAttemptsReached';
  }
  if (code === 'LOCKED_OUT') {
    if (serverMessage !== '') {
      return { code, key, message: serverMessage, fromServer: true, serverMessage, status };
    }
    const minutes = options.retryAfterMinutes;
    if (typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0) {
      key = 'error.accountTemporarilyLocked';
      params.minutes = Math.ceil(minutes);
    }
  }
  return { code, key, message: render(key, params, options), fromServer: false, serverMessage, status };
}

/**
 * The analytics risk level an error implies (seed 000 §8.1: "In analytics access denied is reported as
 * risk_level=high"); null when the error says nothing about risk.
 */
export function riskLevelForError(code: string | null | undefined): 'high' | null {
  return code === 'ACCESS_DENIED' ? 'high' : null;
}
