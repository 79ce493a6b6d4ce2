/**
 * The two places where the spec makes a decision from server text (seed 000 §8.1). ARCHITECTURE.md bans
 * matching *our* message text; these read the *server's* text because the service signals the variant only
 * there. Both match loosely (case, spacing, underscores, punctuation) and look only at the first 500
 * characters, with linear patterns, so hostile text costs nothing.
 */

function normalise(text: string): string {
  return ` ${text
    .slice(0, 500)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')} `;
}

/**
 * INVALID_CONFIRMATION_ID: does the server message say the maximum verification attempts were exceeded?
 * Accepts e.g. "Maximum verification attempts exceeded", "MAX_VERIFICATION_ATTEMPTS_EXCEEDED",
 * "You have exceeded the maximum number of verification attempts."
 */
export function saysMaxVerificationAttempts(message: string): boolean {
  const t = normalise(message);
  return (
    (t.includes(' max ') || t.includes(' maximum ')) &&
    (t.includes(' attempt ') || t.includes(' attempts ')) &&
    (t.includes(' verif') || t.includes(' exceed') || t.includes(' reached '))
  );
}

/** ACCESS_DENIED on out-of-wallet questions: is this the 'Invalid authentication context' message? */
export function saysInvalidAuthContext(message: string): boolean {
  const t = normalise(message);
  return t.includes(' invalid authentication context ') || t.includes(' invalid auth context ');
}
