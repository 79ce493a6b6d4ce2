import { fail, ok, runFieldRule } from './common';
import type { FieldOptions, FieldResult } from './types';

// seed 001 §5: letters, digits, underscore, hyphen, dot, space, comma, apostrophe, parentheses, colon,
// semicolon, brackets, braces. Letters include accented ones (as for names); no length limit is given.
const COMPANY_CHARACTERS = /^[\p{L}\p{M}0-9_\-. ,'\u2019():;[\]{}]+$/u;

/** Company (seed 001 §5): at least one character from the allowed set. */
export function validateCompany(value: string, options?: FieldOptions): FieldResult {
  return runFieldRule(value, options, true, (text) =>
    COMPANY_CHARACTERS.test(text) ? ok(text) : fail('invalidCharacters'),
  );
}
