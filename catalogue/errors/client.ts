/**
 * The client-library mapping of seed 001 §8: a few codes have their own message, any other code shows the
 * server's message, and a failure without a code is ACCOUNT_SERVICE_UNAVAILABLE (status 0 from old browsers
 * is 401 INVALID_CREDENTIAL; no code and no status is a network failure).
 */
import type { ErrorMessageKey } from '../messages/keys';
import { ENUMERATION_STATUS } from './enumeration';
import {
  ENUMERATION_CODES,
  render,
  toParsed,
  widgetErrorKey,
  type DescribeErrorOptions,
  type DescribedError,
  type ErrorInput,
} from './widget';

/** The seed 001 §8 table (codes with their own message). */
export const CLIENT_ERROR_KEYS = {
  ACCOUNT_SERVICE_UNAVAILABLE: 'error.accountServicesUnavailable',
  SERVICE_UNAVAILABLE: 'error.accountServicesUnavailable',
  INVALID_CREDENTIALS: 'error.incorrectCredentials',
  INVALID_CREDENTIAL: 'error.incorrectCredentials',
  INVALID_PASSWORD: 'error.invalidPassword',
  ACCESS_DENIED: 'error.accessDenied',
  CONFIGURATION_ERROR: 'error.somethingWentWrong',
  INVALID_CHALLENGE_TOKEN_TYPE: 'error.somethingWentWrong',
} as const satisfies Record<string, ErrorMessageKey>;

/**
 * Codes the client raises itself: they carry no server text, so their own message is used
 * (the "server's message" rule of seed 001 §8 cannot apply to them).
 */
const CLIENT_SIDE = [
  'NETWORK_ERROR',
  'TIMEOUT',
  'ABORTED',
  'INVALID_RESPONSE',
  'CAPTCHA_REJECTED',
  'NO_MATCHING_ACCOUNTS_AFTER_FILTER',
  'PARTNER_INITIATION_FAIL',
  'UNKNOWN_ERROR',
  'INVALID_AUTH_CONTEXT',
];

/**
 * Describes an error the seed 001 §8 way (the client library's own mapping). Same inputs and options as
 * `describeError`. An "other" code shows the server's message as plain text; when the server sent no text,
 * the widget mapping's message is used instead of an empty line. Never throws.
 */
export function describeClientError(input?: ErrorInput, options: DescribeErrorOptions = {}): DescribedError {
  const parsed = toParsed(input, options.status);
  let status = parsed.status;
  const serverMessage = parsed.responseMessage;
  let code = parsed.responseCode;
  if (code === null) {
    if (status === 0) {
      // seed 001 §8: older IE reports a 401 as status 0.
      code = 'INVALID_CREDENTIAL';
      status = 401;
    } else if (status === null) {
      code = 'NETWORK_ERROR';
    } else {
      code = 'ACCOUNT_SERVICE_UNAVAILABLE';
    }
  }
  if (options.enumeration === 'strict' && ENUMERATION_CODES.includes(code)) {
    const key = 'error.signInFailed' satisfies ErrorMessageKey;
    // The server's text and status differ between the four (QUALITY.md 10): fold them too.
    return {
      code: 'INVALID_CREDENTIALS',
      key,
      message: render(key, {}, options),
      fromServer: false,
      serverMessage: '',
      status: status === null ? null : ENUMERATION_STATUS,
    };
  }
  const own = Object.prototype.hasOwnProperty.call(CLIENT_ERROR_KEYS, code)
    ? CLIENT_ERROR_KEYS[code as keyof typeof CLIENT_ERROR_KEYS]
    : null;
  const key: ErrorMessageKey = own ?? widgetErrorKey(code) ?? 'error.somethingWentWrong';
  if (own === null && !CLIENT_SIDE.includes(code) && serverMessage !== '') {
    return { code, key, message: serverMessage, fromServer: true, serverMessage, status };
  }
  return { code, key, message: render(key, {}, options), fromServer: false, serverMessage, status };
}
