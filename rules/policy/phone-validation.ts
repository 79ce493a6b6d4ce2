/** Which phone-validation callback runs (seed 001 §4). */
export type PhoneValidationOutcome = 'valid' | 'invalid' | 'voiceOnlyValid' | 'smsOnlyValid';

function codesOf(warnings: unknown): Set<string> {
  const codes = new Set<string>();
  // The response body is not shown in the spec: accept the warning list itself or an object carrying it.
  const list =
    typeof warnings === 'object' && warnings !== null && !Array.isArray(warnings)
      ? (warnings as { warnings?: unknown }).warnings
      : warnings;
  if (!Array.isArray(list)) {
    return codes;
  }
  for (const w of list) {
    if (typeof w === 'string') {
      codes.add(w.toUpperCase());
    } else if (typeof w === 'object' && w !== null) {
      for (const field of ['code', 'warningCode', 'responseCode'] as const) {
        const value = (w as Record<string, unknown>)[field];
        if (typeof value === 'string') {
          codes.add(value.toUpperCase());
        }
      }
    }
  }
  return codes;
}

/**
 * The outcome of `phones/validate` (seed 001 §4): a failed call is `invalid`; otherwise the warning
 * SMS_UNSUPPORTED makes it voice-only valid, VOICE_UNSUPPORTED sms-only valid, and both together invalid
 * (no channel can reach the number). Warnings may be code strings or objects with `code`/`warningCode`.
 */
export function phoneValidationOutcome(
  warnings: unknown,
  options?: { failed?: boolean | undefined },
): PhoneValidationOutcome {
  if (options?.failed === true) {
    return 'invalid';
  }
  const codes = codesOf(warnings);
  const noSms = codes.has('SMS_UNSUPPORTED');
  const noVoice = codes.has('VOICE_UNSUPPORTED');
  if (noSms && noVoice) {
    return 'invalid';
  }
  if (noSms) {
    return 'voiceOnlyValid';
  }
  return noVoice ? 'smsOnlyValid' : 'valid';
}
