/**
 * Limits of the fake service. The spec does not show the server's figures ("what the server does behind
 * each call is not shown"), so each value is chosen to be what a user of a real identity service expects.
 */

/** chosen: one-time codes (SMS, voice, email) live 10 minutes. */
export const OTP_TTL_MS = 10 * 60_000;
/** chosen: wrong guesses allowed per one-time code before it is burnt (MAX_LIMIT_EXCEEDED). */
export const OTP_MAX_ATTEMPTS = 5;
/** chosen: consecutive wrong passwords before the account is locked (LOCKED_OUT). */
export const LOCKOUT_THRESHOLD = 5;
/** chosen: how long a lockout earned by wrong passwords lasts. */
export const LOCKOUT_DURATION_MS = 30 * 60_000;
/** chosen: a session ticket lives 2 hours. */
export const SESSION_TTL_MS = 2 * 60 * 60_000;
/** chosen: a "stay signed in" session (persistent_cookie=true or generateLongLivedToken) lives 30 days. */
export const LONG_SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
/** chosen: OAuth authorization codes live 60 s (RFC 6749 §4.1.2 recommends at most 10 minutes). */
export const AUTH_CODE_TTL_MS = 60_000;
/** chosen: WebAuthn challenges live 5 minutes (the ceremony timeout the options announce). */
export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * 60_000;
/** chosen: account-recovery sessions live 30 minutes. */
export const RECOVERY_TTL_MS = 30 * 60_000;
/** chosen: how many previous passwords are remembered for PREVIOUSLY_USED_PASSWORD. */
export const PASSWORD_HISTORY_SIZE = 5;
/** chosen: invitations expire 14 days after they are sent. */
export const INVITATION_TTL_MS = 14 * 24 * 60 * 60_000;
/** chosen: password reset requests allowed per user per hour (TOO_MANY_RESET_REQUESTS). */
export const RESET_REQUESTS_PER_HOUR = 5;
/** chosen: largest request body the service reads (bad input never crashes it). */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;
/** chosen: authentication levels the playground grants (seed 000 §6 zones: 15, 20, 25, 30). */
export const AAL = { anonymous: 15, password: 20, mfa: 25, high: 30 } as const;
