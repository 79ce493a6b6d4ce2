/**
 * The resend cooldown of one-time codes. Its own module: the MFA view and hook load it up front, while the
 * next-challenge lookup rule (next-challenge.ts) is read by the lazy flows only (issue 19).
 */
import { RESEND_COOLDOWN_SECONDS } from '../../../rules/constants';

/** Milliseconds of the resend cooldown (RESEND_COOLDOWN_SECONDS, chosen: the spec shows none). */
export const RESEND_COOLDOWN_MS = RESEND_COOLDOWN_SECONDS * 1000;

/** Whole seconds until a code may be sent again; 0 when it may be sent now. `now` is the injected clock. */
export function resendSecondsLeft(lastSentAt: number | null, now: number): number {
  if (lastSentAt === null) {
    return 0;
  }
  return Math.max(0, Math.ceil((lastSentAt + RESEND_COOLDOWN_MS - now) / 1000));
}
