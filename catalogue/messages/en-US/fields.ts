/**
 * en-US part: The field widgets (ui/fields): the user ID label, password checklist, phone country picker, user ID collision, field-error
 * reasons.
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
  'collision.username_taken': 'That user ID is already taken.',
  'collision.userid_accountcollision': 'That user ID is already in use.',
  'collision.already_user': 'An account already uses this email address.',
  'collision.found_an_account': 'We found an account with this email address. Sign in to use it.',
  'collision.different_email_as_user_id':
    "This email is different from the one on your account. Make sure it's the one you want to use.",
  'collision.found_an_account_using': 'We found an account that uses {maskedEmail}.',
  'collision.chooseDifferentId': 'Choose a different user ID',
  'collision.noThanks': 'No thanks',
  'collision.sendUserId': 'Send me the user ID',
  'collision.signIn': 'Sign in',
  'fields.password.tips': 'Password tips',
  'fields.dismiss': 'Dismiss',
  'fields.checking': 'Checking…',
  'fields.userIdAvailable': 'That user ID is available.',
  'fields.accountExistsPersistent': 'Already have an account with this email address?',
  'fields.signInInstead': 'Sign in instead',
  'fields.phone.country': 'Country or region: {country}',
  'fields.phone.chooseCountry': 'Choose a country or region',
  'fields.phone.search': 'Search countries',
  'fields.phone.noResults': 'No country matches your search.',
  'fields.phone.international': 'Use a number from another country',
  'fields.phone.smsOnlyHint':
    'We text a code to this number, so only countries that can receive our texts are listed.',
  'fields.phone.smsOnlyCleared':
    "We can't text numbers in that country, so we cleared the number. Choose another country or enter another number.",
  'fields.phone.countryOption': '{country} (+{code})',
  'label.userId': 'User ID',
} satisfies PartialMessageTable;
