/**
 * en-US part: The field widgets (ui/fields): the user ID label, password checklist, field-error reasons, the
 * phone field's hint. The checkers and the country picker, which load on demand, have their own part
 * (./field-checkers.ts).
 * One of the parts `enUS` merges (../en-US.ts); the UI loads only the parts a screen uses.
 */
import type { PartialMessageTable } from '../keys';

export const enUSFields = {
  'fieldReason.required': 'This field is required.',
  'fieldReason.tooShort': 'This is too short.',
  'fieldReason.tooLong': 'This is too long.',
  'fieldReason.whitespace': 'Remove any spaces.',
  'fieldReason.invalidCharacters': 'Remove any characters that are not allowed.',
  'fieldReason.invalidFormat': "This isn't in the right format.",
  'fieldReason.invalidDate': 'Enter a real date.',
  'fieldReason.pattern': "This isn't in the right format.",
  'fieldReason.unsupportedCountry': "We can't accept phone numbers from this country.",
  'fieldReason.phoneRulesNotLoaded':
    "We're still getting ready to check phone numbers. Try again in a moment.",
  'password.checklistTitle': 'Your password needs:',
  'password.minLength': 'At least {min} characters',
  'password.upperAndLower': 'Uppercase and lowercase letters',
  'password.numeric': 'At least one number',
  'password.special': 'At least one symbol, like ! @ # $',
  'password.noSpaces': 'No spaces',
  'password.maxLength': 'No more than {max} characters',
  'password.noDisallowedWords': "Doesn't contain your name, user ID or email",
  'password.notUsername': "Doesn't contain your user ID, and isn't part of it",
  'password.notPreviouslyUsed': "Isn't one of your previous passwords",
  'password.notCommon': "Isn't a commonly used password",
  'password.noRepeated': 'No repeated numbers or characters',
  'password.goodPassword': 'Good password!',
  'password.hint': 'Tip: a few unrelated words make a password that is long and easy to remember.',
  'password.met': 'Done',
  'password.notMet': 'Not yet',
  'fields.password.tips': 'Password tips',
  'fields.phone.smsOnlyHint':
    'We text a code to this number, so only countries that can receive our texts are listed.',
  'label.userId': 'User ID',
} satisfies PartialMessageTable;
