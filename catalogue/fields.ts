/**
 * Field wording: labels, required prompts and their "valid" variants (seed 001 §8), the national-ID
 * country variants, and the words for rules' FieldReason codes.
 */
import type { FieldName, FieldReason } from '../rules';
import { formatMessage } from './format';
import { getMessages } from './locales/messages';
import { resolveLocale } from './locales/registry';
import type { FieldMessageKey, NationalIdCountry, PromptField } from './messages/keys';

/** Countries whose national ID has its own name. Others read as the US name. */
export const NATIONAL_ID_COUNTRIES = [
  'US',
  'GB',
  'CA',
  'IN',
  'BR',
] as const satisfies readonly NationalIdCountry[];

/** The name of the national ID in a country (seed 001 §8: National Insurance, Social Insurance, PAN, CEP). */
export function nationalIdName(country: string | null | undefined, locale?: string | null): string {
  const c = (country ?? 'US').toUpperCase();
  const key = (NATIONAL_ID_COUNTRIES as readonly string[]).includes(c) ? (c as NationalIdCountry) : 'US';
  return getMessages(locale)[`nationalId.${key}`];
}

/** Which prompt wording a rules field uses. Postal code and date shape depend on the country. */
export function promptFieldOf(field: FieldName, country: 'US' | 'CA' = 'US'): PromptField {
  switch (field) {
    case 'uid':
      return 'userId';
    case 'usPhone':
    case 'intlPhone':
      return 'phone';
    case 'ssn':
      return 'nationalId';
    case 'postalCode':
      return country === 'CA' ? 'postalCode' : 'zipCode';
    case 'email':
    case 'firstName':
    case 'lastName':
    case 'company':
    case 'password':
    case 'pin':
    case 'userId':
    case 'dateOfBirth':
    case 'verificationCode':
      return field;
    default:
      return field satisfies never;
  }
}

/** Options of the field wording helpers. */
export interface FieldMessageOptions {
  locale?: string | null | undefined;
  /** Country of the SSN, postal-code and date shapes. @default 'US' */
  country?: string | null | undefined;
}

function params(options: FieldMessageOptions): Record<string, string> {
  const ca = (options.country ?? '').toUpperCase() === 'CA';
  return {
    idName: nationalIdName(options.country, options.locale),
    format: ca ? 'YYYY/MM/DD' : 'MM/DD/YYYY',
  };
}

/** A field's message key and text. */
export interface FieldMessage {
  key: FieldMessageKey | SignInFieldMessageKey;
  message: string;
}

/** The sign-in identifier's own prompt (it accepts an email or a user ID, so no single field's words fit). */
type SignInFieldMessageKey = 'signIn.identifier.required';

/** The sign-in fields a refused submit names (`SignInValidationError.field` of the headless hooks). */
export type SignInField = 'identifier' | 'password';

function field(key: FieldMessageKey | SignInFieldMessageKey, options: FieldMessageOptions): FieldMessage {
  const template: string | undefined = getMessages(options.locale)[key];
  return {
    key,
    // A name no table knows (plain JavaScript) shows its key rather than throwing during render.
    message:
      template === undefined ? key : formatMessage(template, params(options), resolveLocale(options.locale)),
  };
}

/** The visible label of a field. */
export function fieldLabel(name: PromptField, options: FieldMessageOptions = {}): FieldMessage {
  return field(`label.${name}`, options);
}

/** The required prompt ("Enter your user ID.") or its "valid" variant ("Enter a valid user ID."). */
export function fieldPrompt(
  name: PromptField,
  variant: 'required' | 'invalid',
  options: FieldMessageOptions = {},
): FieldMessage {
  return field(`field.${name}.${variant}`, options);
}

/**
 * The inline error for a refused value (a rules `FieldReason`): the required prompt when empty, otherwise
 * the field's "valid" variant. `hint` is the reason in words, for the few reasons that tell the user more
 * than the prompt does (spaces, length, characters, dates, unsupported country).
 */
export function describeFieldError(
  name: FieldName | PromptField | SignInField,
  reason: FieldReason,
  options: FieldMessageOptions & { country?: 'US' | 'CA' | string | null | undefined } = {},
): FieldMessage & { hint: string | null } {
  const country = (options.country ?? 'US').toUpperCase() === 'CA' ? 'CA' : 'US';
  // The identifier has one prompt for every reason: the sign-in step refuses only an empty one
  // (SignInValidationError), and an email-or-user-ID field has no single "valid" wording.
  const main =
    name === 'identifier'
      ? field('signIn.identifier.required', options)
      : fieldPrompt(
          isRulesField(name) ? promptFieldOf(name, country) : name,
          reason === 'required' ? 'required' : 'invalid',
          options,
        );
  const hinted: readonly FieldReason[] = [
    'whitespace',
    'tooShort',
    'tooLong',
    'invalidCharacters',
    'invalidDate',
    'unsupportedCountry',
    'phoneRulesNotLoaded',
  ];
  const hint = hinted.includes(reason) ? field(`fieldReason.${reason}`, options).message : null;
  return { ...main, hint };
}

const RULES_ONLY: readonly string[] = ['uid', 'usPhone', 'intlPhone', 'ssn'];

function isRulesField(name: FieldName | PromptField): name is FieldName {
  return RULES_ONLY.includes(name) || name === 'postalCode';
}
