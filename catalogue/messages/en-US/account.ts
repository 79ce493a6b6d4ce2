/**
 * en-US part: the account-management screens (ui/screens/account, issue 20).
 * One of the parts `enUS` merges (../en-US.ts); the UI loads only the parts a screen uses.
 */
import type { PartialMessageTable } from '../keys';

export const enUSAccount = {
  'account.title': 'Your account',
  'account.body': 'Manage your name, contact details and password.',
  'account.nav': 'Account sections',
  'account.userId': 'User ID',
  'account.section.fullName': 'Name',
  'account.section.email': 'Email',
  'account.section.phone': 'Phone',
  'account.section.password': 'Password',
  'account.status.verified': 'Verified',
  'account.status.unverified': 'Not verified',
  'account.status.primary': 'Primary',
  'account.empty.fullName': 'No name added yet.',
  'account.empty.email': 'No email address added yet.',
  'account.empty.phone': 'No phone number added yet.',
  'account.loading': 'Loading…',
  'account.saving': 'Saving…',
  'account.saved': 'Saved.',
  'account.action.edit': 'Edit',
  'account.action.add': 'Add',
  'account.action.save': 'Save',
  'account.action.verifyNow': 'Verify now',
  'account.action.resend': 'Send a new code',
  'account.action.changePassword': 'Change password',
  'account.fullName.middle': 'Middle name',
  'account.code.sending': 'Sending a code…',
  'account.code.sentTo': 'Enter the 6-digit code we sent to {target}.',
  'account.phone.hint': 'We send a text message with a code to check the number.',
  'account.phone.twoStepNotice':
    'Changing your number turns off two-step verification by text until you set it up again.',
  'account.email.hint': 'We send a code to the new address to check it.',
  'account.password.body': 'Choose a strong password you do not use anywhere else.',
  'account.password.current': 'Current password',
  'account.password.new': 'New password',
  'account.password.confirm': 'Confirm new password',
  'account.password.mismatch': 'The passwords do not match.',
  'account.password.signOutElsewhere': 'Sign out of all other devices',
  'account.password.changed': 'Your password was changed.',
  'account.password.signedOutElsewhere': 'Your password was changed and your other devices were signed out.',
  'account.password.signOutFailed':
    'Your password was changed, but we could not sign out your other devices. Try again later.',
  'account.stepUp.title': 'Confirm it’s you',
  'account.stepUp.body':
    'For your security, verify your identity before this change. What you typed stays as it is.',
  'account.stepUp.checking': 'Checking how to verify you…',
  'account.stepUp.done': 'You’re verified. Saving your change…',
} satisfies PartialMessageTable;
