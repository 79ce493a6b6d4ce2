/**
 * en-US part: The account chooser step (ui/screens/sign-in/AccountChoiceScreen, a lazy step), so its wording is
 * bundled with it and not with the first sign-in screen.
 * One of the parts `enUS` merges (../en-US.ts); the UI loads only the parts a screen uses.
 */
import type { PartialMessageTable } from '../keys';

export const enUSAccountChoice = {
  'signIn.accountChoice.hint':
    'More than one account uses {identifier}. Choose the one you want to sign in to.',
  // The single account choice mode (seed 001 §4): one account, shown to confirm.
  'signIn.accountChoice.confirmHint': 'This is the account that uses {identifier}. Choose it to sign in.',
  'signIn.accountChoice.remove': 'Remove {account} from this list',
} satisfies PartialMessageTable;
