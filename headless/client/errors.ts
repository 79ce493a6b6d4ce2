/**
 * The one failure type of the client. A plain, serialisable object (not an Error subclass) so it can live
 * in store state, cross a postMessage boundary and be compared in tests. It never holds a secret: the
 * server message is reduced to plain text and any secret the request carried is redacted from it.
 * HTTP failures are built by http-error.ts, part of the lazy call engine: the error-body parser
 * (catalogue/parse.ts) stays out of the first load (issue 5 start-up).
 */

/** Where a failure came from. */
export type IdentityErrorKind =
  /** The service answered with a non-2xx status (its code and message are carried). */
  | 'http'
  /** No answer: DNS, TLS, offline, CORS refusal. */
  | 'network'
  /** The call's deadline passed. */
  | 'timeout'
  /** The caller's AbortSignal fired. */
  | 'aborted'
  /** An answer that is not a valid success: status 0, 3xx, HTML, invalid JSON, too large, wrong shape. */
  | 'invalid-response'
  /** Refused before sending: the input breaks a rule of the contract (e.g. an invalid SP entity). */
  | 'invalid-request';

export interface IdentityError {
  readonly kind: IdentityErrorKind;
  /** A catalogue response code (server's, or NETWORK_ERROR / TIMEOUT / ABORTED / INVALID_RESPONSE / ...). */
  readonly code: string;
  /** The server's message as plain text; '' when none. Never rendered as HTML. */
  readonly serverMessage: string;
  /** HTTP status when an answer arrived (0 for an opaque answer), else null. */
  readonly status: number | null;
  /** The captcha-required response header was set (seed 000 §4.8, §7.2). */
  readonly captchaRequired: boolean;
  /** The requires-evaluation response header was set (seed 000 §7.2). */
  readonly requiresEvaluation: boolean;
}

const KINDS: readonly string[] = [
  'http',
  'network',
  'timeout',
  'aborted',
  'invalid-response',
  'invalid-request',
];

/** Type guard for `IdentityError` (structural: the object may have crossed a serialisation boundary). */
export function isIdentityError(value: unknown): value is IdentityError {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const v = value as Record<string, unknown>;
  return (
    typeof v.kind === 'string' &&
    KINDS.includes(v.kind) &&
    typeof v.code === 'string' &&
    typeof v.serverMessage === 'string' &&
    (v.status === null || typeof v.status === 'number') &&
    typeof v.captchaRequired === 'boolean' &&
    typeof v.requiresEvaluation === 'boolean'
  );
}

/** Response headers relevant to failures and successes. */
export interface HeaderFlags {
  captchaRequired: boolean;
  requiresEvaluation: boolean;
}

const NO_FLAGS: HeaderFlags = { captchaRequired: false, requiresEvaluation: false };

/** A failure without an HTTP answer (network, timeout, aborted, invalid request). */
export function transportError(
  kind: Exclude<IdentityErrorKind, 'http'>,
  code: string,
  status: number | null = null,
  flags: HeaderFlags = NO_FLAGS,
): IdentityError {
  return { kind, code, serverMessage: '', status, ...flags };
}
