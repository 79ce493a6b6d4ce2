import { errorOf, type RequestStatus } from '../../core';
import type { IdentityState, InvitationState } from '../state';

/** The invitation screens' view (codes and flags only; the access code never enters state). */
export interface InvitationView {
  readonly status: InvitationState['status'];
  /** The invitation of this visit once a verify was sent (the answer action uses it), else null. */
  readonly invitationId: string | null;
  /** The server's invitation status code, for the wording (in progress, accepted, rejected, removed). */
  readonly statusCode: string | null;
  /** Status of the verify request. */
  readonly requestStatus: RequestStatus;
  /** The initial error (a stopped invitation) or the verify failure (e.g. INVALID_ACCESS_CODE). */
  readonly errorCode: string | null;
  readonly requiresMfa: boolean;
  readonly invitedUserId: string | null;
  /** The company (realm) the invitation is for, when the service says. */
  readonly realmName: string | null;
  /** Who sent the invitation, when the service says: the screen then names them (issue 18 §3). */
  readonly inviterName: string | null;
  /** The recorded answer (accept / decline), else null. */
  readonly answer: InvitationState['answer'];
  /** Status of the answer request, and its failure code. */
  readonly answerStatus: RequestStatus;
  readonly answerErrorCode: string | null;
}

export function selectInvitationView(state: IdentityState): InvitationView {
  const { invitation, requests } = state;
  return {
    status: invitation.status,
    invitationId: invitation.invitationId,
    statusCode: invitation.statusCode,
    requestStatus: requests.verifyInvitation.status,
    errorCode: invitation.errorCode ?? errorOf(requests.verifyInvitation)?.code ?? null,
    requiresMfa: invitation.requiresMfa,
    invitedUserId: invitation.invitedUserId,
    realmName: invitation.realmName,
    inviterName: invitation.inviterName,
    answer: invitation.answer,
    answerStatus: requests.answerInvitation.status,
    answerErrorCode: errorOf(requests.answerInvitation)?.code ?? null,
  };
}
