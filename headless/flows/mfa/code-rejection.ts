/**
 * Server codes that say the code the user typed was wrong or has expired (seed 000 §8.1: the codes whose
 * message is "incorrect confirmation code", "incorrect security code" or "expired or incorrect"). Only these
 * mark the code field invalid: a send that failed, a service outage or a lock-out is not the field's fault,
 * and marking it would tell a screen-reader user to fix an answer that was never wrong.
 */
export const CODE_REJECTION_CODES = [
  'INVALID_TOTP_CODE',
  'INVALID_TOTP_KEY',
  'INVALID_CONFIRMATION_ID',
  'INVALID_PIN',
  'CHALLENGE_TOKEN_EXPIRED',
  // an invitation's access code (seed 001 §4.3, §7.5): its message is "incorrect security code" too
  'INVALID_ACCESS_CODE',
] as const;

const REJECTIONS: ReadonlySet<string> = new Set(CODE_REJECTION_CODES);

/** Whether an error code means the entered one-time code was rejected (so the code field is invalid). */
export function rejectsEnteredCode(errorCode: string | null): boolean {
  return errorCode !== null && REJECTIONS.has(errorCode);
}
