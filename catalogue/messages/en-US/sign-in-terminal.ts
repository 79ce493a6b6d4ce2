/**
 * en-US part: The sign-in terminal and placeholder screens (ui/screens/sign-in/MessageScreens, a lazy step:
 * locked, high risk, disabled, signed in), so their wording is bundled with them and not with the first
 * sign-in screen (issue 19 bytes up front); and texts no kit screen shows, which apps' own screens reach
 * through `useText()` (the whole table).
 * One of the parts `enUS` merges (../en-US.ts); the UI loads only the parts a screen uses.
 */
import type { PartialMessageTable } from '../keys';

export const enUSSignInTerminal = {
  'configured.accountDisabledHeader': "The feature you've requested is temporarily unavailable.",
  'configured.tryAgainLink': 'Try signing in again',
  'lockout.noticeNoTime':
    'For your security, we locked sign-in after too many attempts. Try again later, or reset your password.',
  'partner.moreOptions': 'More ways to sign in',
  'flow.signedIn.body': 'You can close this page or go back to the app.',
  'flow.signedOut.body': 'Sign in again to continue.',
  'screen.accountLocked': 'Your account is locked',
  'screen.highRiskBlock': "We can't continue right now",
  'action.next': 'Next',
  'action.hidePassword': 'Hide password',
  'signIn.disabled.title': "We can't sign you in right now",
  'signIn.signedIn.title': "You're signed in",
  'signIn.signedIn.as': 'Signed in as {identifier}.',
  'signIn.signedOut.title': "You're signed out",
  'signIn.placeholder.body': "This step isn't available on this page yet. Try signing in again later.",
} satisfies PartialMessageTable;
