/**
 * en-US part: Invitation screens (ui/screens/invitation, the post-auth invitation step).
 * One of the parts `enUS` merges (../en-US.ts); the UI loads only the parts a screen uses.
 */
import type { PartialMessageTable } from '../keys';

export const enUSInvitation = {
  'invitation.inProgress': 'In progress',
  'invitation.accepted': 'Accepted',
  'invitation.rejected': 'Declined',
  'invitation.removed': 'Removed',
  'invitation.accessCode.label': 'Access code',
  'invitation.accessCode.hint': 'Find the 6-digit access code in your invitation email.',
  'invitation.accessCode.required': 'Enter the access code from your invitation.',
  'invitation.body': "You've been invited to join {realm}.",
  'invitation.invitedBy': '{inviter} invited you to join {realm}.',
  'invitation.success.title': "You've joined {realm}",
  'invitation.success.body': 'You can now use this account with {realm}.',
  'invitation.expired.body': 'Ask the person who invited you to send a new invitation.',
  'invitation.expired.askInviter': 'Ask {inviter} to send you a new invitation.',
  'invitation.checking': 'Checking your invitation…',
  'screen.invitationExpired': 'This invitation is no longer valid',
} satisfies PartialMessageTable;
