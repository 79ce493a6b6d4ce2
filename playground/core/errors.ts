import type { ServiceCode } from './codes';

/**
 * A business failure raised by a route handler; the router turns it into the service's error body
 * `{ responseCode, responseMessage, responseDetail? }` with the HTTP status (seed 001 §8).
 */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  constructor(
    readonly status: number,
    readonly code: ServiceCode,
    /** Plain text, never a secret (QUALITY.md 4). */
    readonly responseMessage: string,
    readonly detail?: string,
    /** Extra response headers (e.g. the captcha-required flag). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(`${code}: ${responseMessage}`);
  }
}

/** 400 INVALID_ARGUMENT with a field-level message. */
export function badArgument(message: string, detail?: string): ServiceError {
  return new ServiceError(400, 'INVALID_ARGUMENT', message, detail);
}

/** 401 for a missing or dead session. */
export function noSession(): ServiceError {
  return new ServiceError(401, 'INVALID_IAM_TICKET', 'Sign in first: no valid ticket on this request.');
}
