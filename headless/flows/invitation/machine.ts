import { castDraft, produce, type Draft } from 'immer';
import { clientSideError, SUCCEEDED } from '../../core';
import { emit, type Transition } from '../request-slots';
import type { IdentityCall } from '../calls';
import type { IdentityEvent, InvitationCheck } from '../events';
import { fail, start, startEvaluate, type Effects } from '../shared';
import { classifyIdentifier } from '../sign-in/identifier';
import { transition as signInTransition } from '../sign-in/machine';
import type { IdentityState } from '../state';

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
 * Invitation flow of seed 000 §4.4 as a pure transition:
 * - only status code PENDING proceeds; any other code puts the initial error on the page and stops;
 * - an invitation by SMS or with an identifier policy goes through MFA (evaluate auth, whose challenges
 *   open the MFA screens);
 * - a client invitation flow with a user filters account choices to the invited user and submits the
 *   identifier-first step by itself;
 * - the username of getInvitationAttributes(inv_attr) prefills the user id.
 */
export function transition(
  state: IdentityState,
  event: IdentityEvent,
): Transition<IdentityState, IdentityCall> {
  switch (event.type) {
    case 'INVITATION_VERIFY_REQUESTED':
    case 'INVITATION_VERIFY_RESULT':
    case 'INVITATION_ATTRIBUTES_REQUESTED':
    case 'INVITATION_ATTRIBUTES_RESULT':
    case 'INVITATION_ANSWER_REQUESTED':
    case 'INVITATION_ANSWER_RESULT':
      break;
    default:
      return [state, []];
  }
  const effects: Effects = [];
  // Set inside the recipe (TypeScript does not see assignments made in a callback).
  const auto: { submit: { identifier: string } | null } = { submit: null };
  const next = produce(state, (draft) => {
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
        auto.submit = onVerified(draft, event.result.data, effects);
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
        prefill(draft, event.result.data.username);
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
  });
  const submit = auto.submit;
  if (submit === null) {
    return [next, effects];
  }
  // "makes the identifier-first submit automatic": the sign-in machine runs the submit it would run for the
  // user (lookup with the invited-user filter, or straight to the password).
  const [afterSubmit, submitEffects] = signInTransition(next, {
    type: 'IDENTIFIER_SUBMITTED',
    identifier: submit.identifier,
    identifierType: classifyIdentifier(submit.identifier),
  });
  return [afterSubmit, [...effects, ...submitEffects]];
}

function onVerified(
  draft: Draft<IdentityState>,
  check: InvitationCheck,
  effects: Effects,
): { identifier: string } | null {
  draft.requests.verifyInvitation = SUCCEEDED;
  const invitation = draft.invitation;
  invitation.statusCode = check.statusCode;
  invitation.realmName = check.realmName;
  invitation.invitedUserId = check.user?.userId ?? null;
  if (check.statusCode !== PROCEEDING_INVITATION_STATUS) {
    invitation.status = 'stopped';
    invitation.errorCode = clientSideError(STOPPED_INVITATION_ERROR).code;
    return null;
  }
  invitation.status = 'pending';
  invitation.errorCode = null;
  invitation.requiresMfa = check.channel === 'SMS' || check.hasIdentifierPolicy;
  if (invitation.requiresMfa) {
    // "loads the MFA widget": evaluate auth asks the server for the challenges the invitation needs.
    startEvaluate(draft, effects, draft.config.targetAal);
    return null;
  }
  const user = check.user;
  if (!draft.config.clientInvitationFlow || user === null) {
    return null;
  }
  draft.config = castDraft({ ...draft.config, accountFilter: [user.userId] });
  const identifier = user.username ?? draft.signIn.identifier;
  prefill(draft, user.username);
  return draft.step === 'identifier' && identifier !== '' ? { identifier } : null;
}

/** Prefills the user id unless it is read-only with another value or the user already typed one. */
function prefill(draft: Draft<IdentityState>, username: string | null): void {
  if (username === null || username === '') {
    return;
  }
  if (draft.config.isUserIdReadonly && draft.config.userIdToPrefill !== null) {
    return;
  }
  if (draft.signIn.identifier === '' || draft.signIn.identifier === draft.config.userIdToPrefill) {
    draft.signIn.identifier = username;
  }
}
