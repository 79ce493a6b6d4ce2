import { FORM_PASSWORD_MIN_LENGTH, PIN_LENGTH } from '../constants';
import { codePointLength, fail, hasWhitespace, ok, runFieldRule } from './common';
import type { FieldOptions, FieldResult } from './types';

function validateSecret(value: string, options: FieldOptions | undefined, minLength: number): FieldResult {
  // Never trimmed (seed 001 §5, QUALITY.md 11): a leading space is part of what the user typed, and is
  // refused as whitespace rather than silently removed.
  return runFieldRule(value, options, false, (text) => {
    if (hasWhitespace(text)) {
      return fail('whitespace');
    }
    return codePointLength(text) < minLength ? fail('tooShort') : ok(text);
  });
}

/**
 * Form-level password rule (seed 001 §5): no whitespace, at least 6 characters. The widget's full
 * checklist is `evaluatePassword`. The value is never trimmed.
 */
export function validatePassword(value: string, options?: FieldOptions): FieldResult {
  return validateSecret(value, options, FORM_PASSWORD_MIN_LENGTH);
}

/**
 * The four-digit (PIN) variant of the password rule (seed 001 §5): at least 4 characters, no whitespace.
 * The spec states no digits-only rule; pass `pattern: /^\d+$/` to require one. Never trimmed.
 */
export function validatePin(value: string, options?: FieldOptions): FieldResult {
  return validateSecret(value, options, PIN_LENGTH);
}
