/**
 * en-US part: the field widgets that load on demand (ui/fields: the user ID and email collision checker, the
 * phone field's international toggle and country picker). Their own part so a form whose first load shows
 * only the stand-ins (sign-up: ui/fields/deferred-field.ts) does not carry their wording (issue 18: each
 * screen <= 25 kB up front). One of the parts `enUS` merges (../en-US.ts).
 */
import type { PartialMessageTable } from '../keys';

export const enUSFieldCheckers = {
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
  'fields.phone.smsOnlyCleared':
    "We can't text numbers in that country, so we cleared the number. Choose another country or enter another number.",
  'fields.phone.countryOption': '{country} (+{code})',
} satisfies PartialMessageTable;
