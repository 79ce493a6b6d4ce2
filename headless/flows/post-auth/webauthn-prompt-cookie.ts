/**
 * The passkey prompt's cap and the cookie that counts it (iux_webauthn_reg, seed 000 §9), used by the post-auth
 * sequence and the account's passkeys (lazy code); the provider's start-up read is webauthn-prompt.ts.
 */
import { WEBAUTHN_REG_COOKIE } from '../../../rules/constants';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Whether the prompt may still be shown: at most `max` times (the offering's fido2RegistrationMaxRequests,
 * seed 000 §3.6), by default WEBAUTHN_REG_COOKIE.maxCount (3).
 */
export function mayPromptWebAuthn(shown: number, max: number = WEBAUTHN_REG_COOKIE.maxCount): boolean {
  return shown < max;
}

/**
 * Path of the prompt cookie. Chosen against seed 000 §9's `/fido2`: there the prompt lived on the service's
 * own /fido2 pages, which read the cookie; this kit shows the prompt inside the sign-in flow, on whatever
 * page hosts it, and `document.cookie` lists only cookies whose path covers the page. A /fido2 cookie was
 * never read back from `/`, so the count stayed 0 and the prompt came back after every sign-in (issue 5
 * §2: capped at 3). `/` keeps the count readable from every page of the origin; name, 730 days, the count 3,
 * Secure and SameSite=Lax are the spec's.
 */
export const WEBAUTHN_PROMPT_COOKIE_PATH = '/';

/**
 * The cookie that records one more prompt: count, 730 days, path / (see WEBAUTHN_PROMPT_COOKIE_PATH),
 * Secure, SameSite=Lax (seed 000 §9). A value only, never a secret.
 */
export function webAuthnPromptCookie(count: number): string {
  return [
    `${WEBAUTHN_REG_COOKIE.name}=${String(Math.max(0, Math.floor(count)))}`,
    `Max-Age=${String(WEBAUTHN_REG_COOKIE.days * DAY_SECONDS)}`,
    `Path=${WEBAUTHN_PROMPT_COOKIE_PATH}`,
    'Secure',
    'SameSite=Lax',
  ].join('; ');
}

/** The effect the post-auth sequence emits when it shows the prompt (one more prompt counted). */
export function webAuthnPromptCookieEffect(shownBefore: number): {
  readonly kind: 'cookie';
  readonly cookie: string;
} {
  return { kind: 'cookie', cookie: webAuthnPromptCookie(shownBefore + 1) };
}
