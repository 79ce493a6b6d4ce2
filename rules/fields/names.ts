import { NAME_MAX_LENGTH } from '../constants';
import { codePointLength, fail, ok, runFieldRule } from './common';
import type { FieldOptions, FieldResult } from './types';

// seed 001 §5: letters (including accented), digits, hyphen, dot, space, apostrophe, exclamation mark,
// caret, comma, backtick. `\p{M}` keeps decomposed accents (e + U+0301) valid; the typographic apostrophe
// U+2019 is accepted because phone keyboards type it for '. One anchored class: linear time.
const NAME_CHARACTERS = /^[\p{L}\p{M}0-9\-. '\u2019!^,`]+$/u;

function validateName(value: string, options: FieldOptions | undefined): FieldResult {
  return runFieldRule(value, options, true, (text) => {
    if (codePointLength(text) > NAME_MAX_LENGTH) {
      return fail('tooLong');
    }
    return NAME_CHARACTERS.test(text) ? ok(text) : fail('invalidCharacters');
  });
}

/** First name (seed 001 §5): 1 to 35 characters of letters (accented too), digits and `- . ' ! ^ , \``. */
export function validateFirstName(value: string, options?: FieldOptions): FieldResult {
  return validateName(value, options);
}

/** Last name (seed 001 §5): the same rule as the first name. */
export function validateLastName(value: string, options?: FieldOptions): FieldResult {
  return validateName(value, options);
}
