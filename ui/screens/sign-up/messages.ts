import type { SignUpField, SignUpFieldError } from '../../../headless/advanced';
import type { TextFn } from '../text';
import type { TextKey } from './text';

type PromptedField = Exclude<SignUpField, 'code'>;

// The user id is optional (create user id): never required, so it has no entry here.
const REQUIRED: Partial<Record<PromptedField, TextKey>> = {
  email: 'field.email.required',
  confirmEmail: 'field.confirmEmail.required',
  password: 'field.password.required',
  pin: 'field.pin.required',
  phone: 'field.phone.required',
  firstName: 'field.firstName.required',
  lastName: 'field.lastName.required',
};

const INVALID: Record<PromptedField, TextKey> = {
  email: 'field.email.invalid',
  confirmEmail: 'field.confirmEmail.invalid',
  username: 'field.userId.invalid',
  password: 'field.password.invalid',
  pin: 'field.pin.invalid',
  phone: 'field.phone.invalid',
  firstName: 'field.firstName.invalid',
  lastName: 'field.lastName.invalid',
};

/** The words of a sign-up field refusal: the same text inline and in the error summary. */
export function signUpFieldMessage(
  t: TextFn<TextKey>,
  field: PromptedField,
  reason: SignUpFieldError,
): string {
  if (reason === 'mismatch') {
    return t('field.confirmEmail.mismatch');
  }
  if (reason === 'required') {
    return t(REQUIRED[field] ?? INVALID[field]);
  }
  return t(INVALID[field]);
}

/** Form order of the fields (the error summary lists errors in reading order). */
export const SIGN_UP_FIELD_ORDER: readonly PromptedField[] = [
  'email',
  'confirmEmail',
  'username',
  'firstName',
  'lastName',
  'password',
  'pin',
  'phone',
];

/** An ISO date (YYYY-MM-DD) in the page's language; the string itself when it is not a date. */
export function formatIsoDate(iso: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  if (match === null) {
    return iso;
  }
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return iso;
  }
}
