import { validateCompany } from './company';
import { validateDateOfBirth } from './date-of-birth';
import { validateEmail } from './email';
import { validateIntlPhone } from './intl-phone';
import { validateFirstName, validateLastName } from './names';
import { validatePassword, validatePin } from './password';
import { validatePostalCode } from './postal-code';
import { validateSsn } from './ssn';
import { validateUid, validateUserId } from './user-id';
import { validateUsPhone } from './us-phone';
import { validateVerificationCode } from './verification-code';
import type { FieldName, FieldOptions, FieldResult, FieldValidator } from './types';

/**
 * Every field's validator by name. Importing this (or `validateField`) brings in all of them, including the
 * phone rules; a screen that needs two fields should import those two validators instead (tree-shaking).
 */
export const FIELD_VALIDATORS: { readonly [F in FieldName]: FieldValidator } = {
  email: validateEmail,
  firstName: validateFirstName,
  lastName: validateLastName,
  company: validateCompany,
  password: validatePassword,
  pin: validatePin,
  userId: validateUserId,
  uid: validateUid,
  usPhone: validateUsPhone,
  intlPhone: validateIntlPhone,
  ssn: validateSsn,
  postalCode: validatePostalCode,
  dateOfBirth: validateDateOfBirth,
  verificationCode: validateVerificationCode,
};

/**
 * The 14 field names, in the order of the seed 001 §5 table. A literal (not `Object.keys`) so bundlers can
 * drop the validator map when only single validators are imported.
 */
export const FIELD_NAMES: readonly FieldName[] = [
  'email',
  'firstName',
  'lastName',
  'company',
  'password',
  'pin',
  'userId',
  'uid',
  'usPhone',
  'intlPhone',
  'ssn',
  'postalCode',
  'dateOfBirth',
  'verificationCode',
];

/** True when `name` is one of the 14 field names. */
export function isFieldName(name: unknown): name is FieldName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(FIELD_VALIDATORS, name);
}

/**
 * Validates `value` as `field` (seed 001 §5): `{ valid: true, value }` with the normalised value, or
 * `{ valid: false, reason }`. Input is trimmed except for passwords and pins; empty is valid only when
 * `optional`. An unknown field name (from untyped callers) answers `invalidFormat` instead of throwing.
 */
export function validateField(field: FieldName, value: string, options?: FieldOptions): FieldResult {
  if (!isFieldName(field)) {
    return { valid: false, reason: 'invalidFormat' };
  }
  return FIELD_VALIDATORS[field](value, options);
}
