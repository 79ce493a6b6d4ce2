import type { IdentityError } from '../client';

/**
 * The error every failed request carries in store state: the identity client's plain, serialisable
 * `IdentityError` (INTERFACES.md). Never holds a secret.
 */
export type IdentityErrorShape = IdentityError;

/**
 * Builds an error raised by the client side itself (seed 000 §8.1 "Raised client-side":
 * CAPTCHA_REJECTED, NO_MATCHING_ACCOUNTS_AFTER_FILTER, PARTNER_INITIATION_FAIL, INVALID_AUTH_CONTEXT).
 * `kind: 'http'` because these are business failures, not transport ones.
 */
export function clientSideError(code: string, from?: IdentityErrorShape): IdentityErrorShape {
  return {
    kind: 'http',
    code,
    serverMessage: from?.serverMessage ?? '',
    status: from?.status ?? null,
    captchaRequired: from?.captchaRequired ?? false,
    requiresEvaluation: from?.requiresEvaluation ?? false,
  };
}
