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
