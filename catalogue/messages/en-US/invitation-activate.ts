/**
 * en-US part: the invitation screen's activate form (ui/screens/invitation/activate.tsx: a new account from an
 * invitation, seed 001 §4.3). Its own part so the post-auth steps, which use the invitation part, do not carry it.
 * One of the parts `enUS` merges (../en-US.ts).
 */
import type { PartialMessageTable } from '../keys';

export const enUSInvitationActivate = {
  'invitation.activate.title': 'Create your account',
  'invitation.activate.body':
    'Choose a user ID and password for your new account, then enter the access code from your invitation.',
  'invitation.activate.userId.label': 'User ID',
  'invitation.activate.answer.required': 'Enter your answer.',
  'invitation.activate.success.title': 'Your account is ready',
  'invitation.activate.success.body':
    'Your new account is set up and has joined the account you were invited to.',
} satisfies PartialMessageTable;
