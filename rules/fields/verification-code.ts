import { VERIFICATION_CODE_LENGTH } from '../constants';
import { fail, isAsciiDigits, ok, runFieldRule } from './common';
import type { FieldOptions, FieldResult } from './types';

// Spaces and dashes a person pastes from a message ("123 456", "123-456") are not part of the code
// (QUALITY.md UX 6: paste of "123 456" works).
const CODE_SEPARATORS = /[\s-]/gu;

/** Verification code (seed 001 §5, seed 000 §5): exactly 6 digits. Normalised without separators. */
export function validateVerificationCode(value: string, options?: FieldOptions): FieldResult {
  return runFieldRule(value, options, true, (text) => {
    if (text.length > 64) {
      return fail('tooLong');
    }
    const code = text.replace(CODE_SEPARATORS, '');
    if (!isAsciiDigits(code)) {
      return fail('invalidCharacters');
    }
    if (code.length < VERIFICATION_CODE_LENGTH) {
      return fail('tooShort');
    }
    return code.length > VERIFICATION_CODE_LENGTH ? fail('tooLong') : ok(code);
  });
}
