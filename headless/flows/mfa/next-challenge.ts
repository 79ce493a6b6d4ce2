import { RESEND_COOLDOWN_SECONDS } from '../../../rules/constants';
import type { IdentityEvent } from '../events';
import type { IdentityState } from '../state';

/**
 * "When MFA is on, the next-challenge lookup runs after: verify confirmation, channel confirm with
 * lookupNextChallengesOnSuccess, grade out-of-wallet answers, consent, reset password, and update user with
 * the flag" (seed 000 §4.3). Only successes count. TOTP is added because the sign-in sequence of §4.3
 * evaluates after it ("then totp; then evaluate").
 */
export function shouldLookupNextChallenge(
  state: Pick<IdentityState, 'config'>,
  event: IdentityEvent,
): boolean {
  if (!state.config.mfaEnabled) {
    return false;
  }
  switch (event.type) {
    case 'CONFIRMATION_VERIFY_RESULT':
    case 'OOW_ANSWERS_RESULT':
    case 'CONSENT_RESULT':
    case 'RESET_PASSWORD_RESULT':
    case 'TOTP_RESULT':
      return event.result.ok;
    case 'CHANNEL_CONFIRM_RESULT':
    case 'UPDATE_USER_RESULT':
      return event.result.ok && event.lookupNextChallengesOnSuccess;
    default:
      return false;
  }
}

/** Milliseconds of the resend cooldown (RESEND_COOLDOWN_SECONDS, chosen: the spec shows none). */
export const RESEND_COOLDOWN_MS = RESEND_COOLDOWN_SECONDS * 1000;

/** Whole seconds until a code may be sent again; 0 when it may be sent now. `now` is the injected clock. */
export function resendSecondsLeft(lastSentAt: number | null, now: number): number {
  if (lastSentAt === null) {
    return 0;
  }
  return Math.max(0, Math.ceil((lastSentAt + RESEND_COOLDOWN_MS - now) / 1000));
}
