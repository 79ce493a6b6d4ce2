/**
 * The passkey prompt's count as the provider reads it at start-up. Alone in this module on purpose: the
 * provider loads it with the first screen, while the cap and the cookie the post-auth sequence writes
 * (webauthn-prompt-cookie.ts) load with the lazy flows (issue 19: no later step's code up front).
 */
import { WEBAUTHN_REG_COOKIE } from '../../../rules/constants';

/**
 * How often the passkey registration prompt was shown, from a `document.cookie`-style string
 * (iux_webauthn_reg, seed 000 §9). Missing or unreadable counts as 0.
 */
export function readWebAuthnPromptCount(cookieString: string): number {
  for (const part of cookieString.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === WEBAUTHN_REG_COOKIE.name) {
      const count = Number.parseInt(rest.join('='), 10);
      return Number.isFinite(count) && count > 0 ? count : 0;
    }
  }
  return 0;
}
