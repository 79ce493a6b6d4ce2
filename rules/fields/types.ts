/**
 * Shared types of the per-field validators (seed 001 §5 "Field rules").
 */

/** The 14 field names `validateField` understands. */
export type FieldName =
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'password'
  | 'pin'
  | 'userId'
  | 'uid'
  | 'usPhone'
  | 'intlPhone'
  | 'ssn'
  | 'postalCode'
  | 'dateOfBirth'
  | 'verificationCode';

/**
 * Why a value was refused. Stable codes: the catalogue turns them into words, the UI never matches text.
 * - `required`: empty and the field is not optional.
 * - `tooShort` / `tooLong`: outside the field's length bounds or the `minLength` / `maxLength` options.
 * - `whitespace`: contains a space, tab or line break where none is allowed.
 * - `invalidCharacters`: contains a character the field does not allow.
 * - `invalidFormat`: the characters are allowed but the shape is wrong (e.g. an address without a domain).
 * - `invalidDate`: shaped like a date but not a real calendar date (or in the future, for a birth date).
 * - `pattern`: the caller's `pattern` option did not match.
 * - `unsupportedCountry`: an international phone number of an excluded country (seed 000 §5).
 * - `phoneRulesNotLoaded`: the phone metadata has not been loaded yet (see `loadPhoneMetadata`).
 * Kept as a runtime list too, so the catalogue can test it words every code.
 */
export const FIELD_REASONS = [
  'required',
  'tooShort',
  'tooLong',
  'whitespace',
  'invalidCharacters',
  'invalidFormat',
  'invalidDate',
  'pattern',
  'unsupportedCountry',
  'phoneRulesNotLoaded',
] as const;

/** One of `FIELD_REASONS` (the catalogue words each one; see the list above). */
export type FieldReason = (typeof FIELD_REASONS)[number];

/** A validator's answer: the normalised value, or the reason it was refused. */
export type FieldResult = { valid: true; value: string } | { valid: false; reason: FieldReason };

/** Countries with their own SSN, postal-code and date-of-birth shapes (seed 001 §5). */
export type FieldCountry = 'US' | 'CA';

/** Options every validator accepts (seed 001 §5 "Generic"). */
export interface FieldOptions {
  /** Empty input is valid (and normalised to `''`) only when the field is optional. @default false */
  optional?: boolean | undefined;
  /** Country whose SSN, postal-code and date shapes apply. @default 'US' */
  country?: FieldCountry | undefined;
  /** Page locale; the international phone field derives its default country from it. @default 'en-us' */
  locale?: string | undefined;
  /** Extra minimum length in characters (code points), on top of the field's own rule. */
  minLength?: number | undefined;
  /** Extra maximum length in characters (code points), on top of the field's own rule. */
  maxLength?: number | undefined;
  /**
   * Extra pattern the normalised value must match. The caller owns its cost: use a linear pattern
   * (no nested quantifiers). `g` and `y` flags are ignored so repeated calls give the same answer.
   */
  pattern?: RegExp | undefined;
  /** "Today" for date-of-birth checks (future dates, two-digit years). @default the current date */
  today?: Date | undefined;
}

/** A per-field validator. Never throws, whatever string it gets. */
export type FieldValidator = (value: string, options?: FieldOptions) => FieldResult;
