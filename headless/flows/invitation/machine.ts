import { clientSideError, SUCCEEDED } from '../../core';
import { emit } from '../request-slots';
import type { InvitationCheck } from '../events';
import { fail, start } from '../shared';
import type { SliceContext, SliceDraft } from '../slice';

/** The only invitation status that proceeds (seed 000 §4.4). */
export const PROCEEDING_INVITATION_STATUS = 'PENDING';

/**
 * The initial error put on the page for an invitation that cannot proceed. Chosen: every status other than
 * PENDING (EXPIRED, ACCEPTED, REJECTED, REMOVED, IN_PROGRESS) maps to the catalogue's
 * EXPIRED_INVITATION_REQUEST ("expired or already accepted"); `statusCode` keeps the exact status for the
 * wording of seed 000 §4.4 (in progress, accepted, rejected, removed).
 */
export const STOPPED_INVITATION_ERROR = 'EXPIRED_INVITATION_REQUEST';

/**
 * The invitation slice of seed 000 §4.4 (writes `invitation` and its request slots):
 * - only status code PENDING proceeds; any other code puts the initial error on the page and stops;
 * - an invitation by SMS or with an identifier policy goes through MFA (an `evaluate` signal: its
 *   challenges open the MFA screens);
 * - a client invitation flow with a user filters account choices to the invited user (account-filter.ts)
 *   and submits the identifier-first step by itself (an `invitedUser` signal for routing.ts);
 * - the username of getInvitationAttributes(inv_attr) prefills the user id (the sign-in slice reads it).
 */
export function reduceInvitation(draft: SliceDraft<'invitation'>, context: SliceContext): void {
  const { event, effects } = context;
  switch (event.type) {
    case 'INVITATION_VERIFY_REQUESTED':
      if (
        start(
          draft,
          'verifyInvitation',
          {
            op: 'verifyInvitation',
            invitationId: event.invitationId,
            accessCode: event.accessCode,
            offeringId: draft.config.offeringId,
          },
          effects,
        )
      ) {
        draft.invitation.invitationId = event.invitationId;
      }
      return;
    case 'INVITATION_VERIFY_RESULT':
      if (draft.invitation.invitationId !== event.invitationId) {
        return;
      }
      if (!event.result.ok) {
        // A failed check (e.g. INVALID_ACCESS_CODE) can be retried; the selector shows its code.
        fail(draft, 'verifyInvitation', event.result.error, effects);
        return;
      }
      onVerified(draft, context, event.result.data);
      return;
    case 'INVITATION_ATTRIBUTES_REQUESTED':
      start(draft, 'invitationAttributes', { op: 'invitationAttributes', invAttr: event.invAttr }, effects);
      return;
    case 'INVITATION_ATTRIBUTES_RESULT':
      if (!event.result.ok) {
        // A failed lookup only loses the prefill; the user types the user id.
        fail(draft, 'invitationAttributes', event.result.error, effects);
        return;
      }
      draft.requests.invitationAttributes = SUCCEEDED;
      return;
    case 'INVITATION_ANSWER_REQUESTED': {
      const invitationId = event.invitationId ?? draft.invitation.invitationId;
      const accessCode = event.accessCode?.replace(/\s+/g, '') ?? '';
      if (invitationId === null || draft.invitation.answer !== null) {
        return;
      }
      if (event.accepted && accessCode === '') {
        // Accepting needs the access code (POST invitations/{id}/accept); nothing is sent without it.
        fail(draft, 'answerInvitation', clientSideError('INVALID_ACCESS_CODE'), effects);
        return;
      }
      start(
        draft,
        'answerInvitation',
        {
          op: 'answerInvitation',
          invitationId,
          accepted: event.accepted,
          accessCode: event.accepted ? accessCode : null,
        },
        effects,
      );
      return;
    }
    case 'INVITATION_ANSWER_RESULT':
      if (!event.result.ok) {
        // EXPIRED_INVITATION_REQUEST (expired or already accepted), INVALID_ACCESS_CODE, ...: the code shows.
        fail(draft, 'answerInvitation', event.result.error, effects);
        return;
      }
      draft.requests.answerInvitation = SUCCEEDED;
      effects.push(
        emit({ type: 'request', operation: 'answerInvitation', outcome: 'success', responseCode: null }),
      );
      draft.invitation.invitationId = event.invitationId;
      draft.invitation.statusCode = event.result.data.statusCode;
      draft.invitation.answer = event.accepted ? 'accepted' : 'declined';
      return;
    default:
      return;
  }
}

function onVerified(draft: SliceDraft<'invitation'>, context: SliceContext, check: InvitationCheck): void {
  draft.requests.verifyInvitation = SUCCEEDED;
  const invitation = draft.invitation;
  invitation.statusCode = check.statusCode;
  invitation.realmName = check.realmName;
  invitation.inviterName = check.inviterName;
  invitation.invitedUserId = check.user?.userId ?? null;
  if (check.statusCode !== PROCEEDING_INVITATION_STATUS) {
    invitation.status = 'stopped';
    invitation.errorCode = clientSideError(STOPPED_INVITATION_ERROR).code;
    return;
  }
  invitation.status = 'pending';
  invitation.errorCode = null;
  invitation.requiresMfa = check.channel === 'SMS' || check.hasIdentifierPolicy;
  if (invitation.requiresMfa) {
    // "loads the MFA widget": evaluate auth asks the server for the challenges the invitation needs.
    context.signals.push({ type: 'evaluate' });
    return;
  }
  const user = check.user;
  if (draft.config.clientInvitationFlow && user !== null) {
    // "makes the identifier-first submit automatic" (routing.ts runs the submit sign-in would run).
    context.signals.push({ type: 'invitedUser', username: user.username, autoSubmit: true });
  }
}
