import { fail, ok, runFieldRule } from './common';
import type { FieldOptions, FieldResult } from './types';

// Formatting a person may type around the digits: "(212) 555-0199", "212.555.0199", "+1 212 555 0199".
const SEPARATORS = ' -.()';
const MAX_INPUT = 40;

/**
 * The ten national digits of a North American number, or null. Shared with `normalizePhone`'s built-in
 * fallback. Rule (seed 001 §5): 10 digits, optional leading 1 (or +1), area and exchange codes start 2-9.
 */
export function parseUsPhoneDigits(text: string): string | { error: 'invalidCharacters' | 'invalidFormat' } {
  if (text.length > MAX_INPUT) {
    return { error: 'invalidFormat' };
  }
  let digits = '';
  let plus = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charAt(i);
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      digits += ch;
    } else if (ch === '+' && i === 0) {
      plus = true;
    } else if (!SEPARATORS.includes(ch)) {
      return { error: 'invalidCharacters' };
    }
  }
  if (plus && !digits.startsWith('1')) {
    return { error: 'invalidFormat' };
  }
  if (digits.length === 11 && digits.startsWith('1')) {
    digits = digits.slice(1);
  }
  if (digits.length !== 10) {
    return { error: 'invalidFormat' };
  }
  const area = digits.charAt(0);
  const exchange = digits.charAt(3);
  if (area < '2' || exchange < '2') {
    return { error: 'invalidFormat' };
  }
  return digits;
}

/**
 * US phone (seed 001 §5): the 10-digit form with an optional leading 1, area and exchange codes starting
 * 2-9. Spaces, dashes, dots and parentheses are allowed around the digits. The normalised value is the ten
 * national digits (`2125550199`); `normalizePhone` gives the E.164 form.
 */
export function validateUsPhone(value: string, options?: FieldOptions): FieldResult {
  return runFieldRule(value, options, true, (text) => {
    const parsed = parseUsPhoneDigits(text);
    return typeof parsed === 'string' ? ok(parsed) : fail(parsed.error);
  });
}
