/**
 * en-US part: the sign-up screen's code and outcome steps (ui/screens/sign-up/CodeScreens.tsx, OutcomeScreens.tsx),
 * which load on demand: their own part so the form's first load does not carry their wording (issue 18: each
 * screen <= 25 kB up front). One of the parts `enUS` merges (../en-US.ts).
 */
import type { PartialMessageTable } from '../keys';

export const enUSSignUpSteps = {
  'signUp.phoneCode.title': 'Verify your mobile number',
  'signUp.emailCode.title': 'Confirm your email address',
  'signUp.emailCode.hint': 'Enter the {length}-character code from the email.',
  'signUp.emailCode.invalid': 'Enter the {length}-character code from the email.',
  'signUp.code.sending': 'Sending your code…',
  'signUp.done.title': 'Your account is ready',
  'signUp.done.body': 'You can now sign in with {email} and your password.',
  'signUp.done.bodyPin': 'You can now sign in with {email} and your PIN.',
  'signUp.done.bodyNoPassword':
    "Your account doesn't have a password yet. Create one to sign in: we'll send a code to {email} to check it's you.",
  'signUp.done.createPassword': 'Create a password',
  'signUp.collision.title': 'You may already have an account',
  'signUp.collision.body':
    'An account already uses {email}. Sign in to it, or use a different email address.',
  'signUp.collision.account': 'Account with {maskedEmail}',
  'signUp.collision.useDifferentEmail': 'Use a different email address',
} satisfies PartialMessageTable;
