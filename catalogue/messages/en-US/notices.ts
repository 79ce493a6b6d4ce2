/**
 * en-US part: Account notices (ui/screens/notices), the catalogue notice helpers (last login, lockout,
 * deletion), the unsupported-browser notice and the email-confirmation link landing.
 * One of the parts `enUS` merges (../en-US.ts); the UI loads only the parts a screen uses.
 */
import type { PartialMessageTable } from '../keys';

export const enUSNotices = {
  'lastLogin.today': 'Last signed in today',
  'lastLogin.days': 'Last signed in {count, plural, one {# day} other {# days}} ago',
  'lastLogin.weeks': 'Last signed in {count, plural, one {# week} other {# weeks}} ago',
  'lastLogin.months': 'Last signed in {count, plural, one {# month} other {# months}} ago',
  'lastLogin.years': 'Last signed in {count, plural, one {# year} other {# years}} ago',
  'accountDeletion.title': "We're deleting your account",
  'accountDeletion.notice':
    "You can cancel this request within {hours} hours. After that, you won't be able to sign in while we process it, which takes about {days} days.",
  'accountDeletion.cancel': 'Cancel account deletion',
  'notice.twoStepOffAfterPhoneChange':
    'Because you changed your phone number, we turned off two-step verification. Turn it back on in your security settings.',
  'notice.userIdRules': 'Use at least 4 characters, with no spaces or special characters.',
  // Seed 001 §7.13.6 get_suggested_usernames: the choices a taken user id offers.
  'notice.userIdSuggestions': 'Or choose one of these user IDs:',
  'notice.accountDeletion.cancelled': 'Your account will not be deleted.',
  'lockout.title': 'Sign-in is temporarily locked',
  'lockout.notice':
    'For your security, we locked sign-in after too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}, or reset your password.',
  'browser.unsupported.title': "Your browser isn't supported",
  'browser.unsupported.body':
    'To sign in safely, update your browser or switch to a current version of Chrome, Edge, Firefox or Safari.',
  'emailConfirmation.title': 'Confirm your email address',
  'emailConfirmation.body': 'Confirm that {email} is your email address.',
  'emailConfirmation.confirm': 'Confirm email address',
  'emailConfirmation.confirming': 'Confirming…',
  'emailConfirmation.verified.body': 'Thanks for confirming {email}. You can close this page.',
  'emailConfirmation.notVerified.body':
    'This link has expired, was already used, or is incomplete. Request a new confirmation email from your account settings.',
  'emailConfirmation.signIn.title': 'Sign in to confirm your email address',
  'emailConfirmation.signIn.body':
    'For your security, sign in to the account that uses {email}, then open the link in the email again.',
  'browser.unsupported.update': 'Update the desktop app',
} satisfies PartialMessageTable;
