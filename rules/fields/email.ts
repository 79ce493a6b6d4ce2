import { EMAIL_MAX_LENGTH } from '../constants';
import { codePointLength, fail, hasWhitespace, ok, runFieldRule } from './common';
import { isEmailAddress } from './email-address';
import type { FieldOptions, FieldResult } from './types';

/**
 * Email (seed 001 §5): no spaces, no exclamation marks, the standard address pattern, at most 256
 * characters. Checked in that order of cheapness: length first, so a huge paste is refused at once.
 */
export function validateEmail(value: string, options?: FieldOptions): FieldResult {
  return runFieldRule(value, options, true, (text) => {
    if (codePointLength(text) > EMAIL_MAX_LENGTH) {
      return fail('tooLong');
    }
    if (hasWhitespace(text)) {
      return fail('whitespace');
    }
    if (text.includes('!')) {
      return fail('invalidCharacters');
    }
    return isEmailAddress(text) ? ok(text) : fail('invalidFormat');
  });
}
