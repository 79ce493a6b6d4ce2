import { USER_ID_MAX_LENGTH, USER_ID_MIN_LENGTH } from '../constants';
import { codePointLength, fail, hasWhitespace, ok, runFieldRule } from './common';
import type { FieldOptions, FieldResult } from './types';

/** Characters a UID may not hold on top of the user-id rule (seed 001 §5). */
export const UID_EXCLUDED_CHARACTERS = '<|>";:,()[]';

function checkUserId(text: string): FieldResult {
  if (hasWhitespace(text)) {
    return fail('whitespace');
  }
  const length = codePointLength(text);
  if (length < USER_ID_MIN_LENGTH) {
    return fail('tooShort');
  }
  return length > USER_ID_MAX_LENGTH ? fail('tooLong') : ok(text);
}

/** User id (seed 001 §5): 4 to 256 characters, no whitespace. */
export function validateUserId(value: string, options?: FieldOptions): FieldResult {
  return runFieldRule(value, options, true, checkUserId);
}

/** UID (seed 001 §5): the user-id rule, and none of `< | > " ; : , ( ) [ ]`. */
export function validateUid(value: string, options?: FieldOptions): FieldResult {
  return runFieldRule(value, options, true, (text) => {
    const base = checkUserId(text);
    if (!base.valid) {
      return base;
    }
    for (let i = 0; i < text.length; i += 1) {
      if (UID_EXCLUDED_CHARACTERS.includes(text.charAt(i))) {
        return fail('invalidCharacters');
      }
    }
    return base;
  });
}
