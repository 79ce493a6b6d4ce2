/**
 * The stand-alone invitation screens (seed 001 §2 "invitation accept and expired"; seed 000 §4.4): a
 * signed-in user accepts an invitation with its access code, or declines it. Accept is one user intent:
 * verifyInviteByReceiver, and only when the status is PENDING, POST invitations/{id}/accept (both in one
 * effect under one signal). Decline is PUT invitations/{id}?operation=reject. When the link carries the
 * access code, a preview (verifyInviteByReceiver alone) on mount says who invited the user and to what before
 * they answer, and an expired invitation shows the expired screen at once (issue 18 §3). Pure machine; own
 * store.
 */
import { produce } from 'immer';
import type { IdentityClient, VerifyInviteByReceiverResponse } from '../../client';
import type { FlowOperationKey } from '../request-slots';
import type { RequestTable } from '../request-table';
import type { Outcome } from '../outcome-data';
import { invitationNotice } from '../notices/notices';
import {
  abortEffect,
  endFlowRequestWith,
  clientMethodsOf,
  flowRowsFor,
  type FlowClientOf,
  outcomeOf,
  startFlowRequest,
  type FlowEffects,
  type FlowRequestState,
  type FlowTransition,
} from '../standalone/flow-store';
import { DECLINE_INVITATION_OPERATION } from './effects';

/** `accept`: the form; `success`: joined; `expired`: expired or already accepted (seed 001 §4); `declined`. */
export type InvitationAcceptStep = 'accept' | 'success' | 'expired' | 'declined';
/** `preview`: the verify of a link's access code on mount (no accept; the form stays usable meanwhile). */
export type InvitationAcceptOp = 'accept' | 'decline' | 'preview';

export interface InvitationAcceptState extends FlowRequestState<InvitationAcceptOp> {
  readonly step: InvitationAcceptStep;
  readonly invitationId: string;
  readonly fieldErrors: { readonly accessCode?: 'required' };
  /** The server's invitation status code once known (PENDING, ACCEPTED, EXPIRED, REJECTED, ...). */
  readonly statusCode: string | null;
  /** The realm (company) the invitation is for, for the accept and success text. */
  readonly realmName: string | null;
  /** Who sent the invitation, when the service says (issue 18 §3). */
  readonly inviterName: string | null;
  /**
   * Whether the invited person already has an account, once verify answered (null before): the screen shows
   * the activate form for a person without one (seed 001 §4.3) unless the host says which (see checkedOf).
   */
  readonly inviteeHasAccount: boolean | null;
  /** The link code's preview has answered, or the user's answer superseded it (the screen stops waiting). */
  readonly previewed: boolean;
}

/** The access code travels only in the call, never in state. */
export type InvitationAcceptCall =
  | {
      readonly op: 'accept';
      readonly invitationId: string;
      readonly accessCode: string;
      /** The host says the user has an account: accept even when verify names no invited user. */
      readonly acceptWithoutAccount?: true;
    }
  | { readonly op: 'preview'; readonly invitationId: string; readonly accessCode: string }
  | { readonly op: 'decline'; readonly invitationId: string };

export interface InvitationAcceptData {
  readonly statusCode: string;
  readonly realmName: string | null;
  readonly inviterName: string | null;
  readonly inviteeHasAccount: boolean;
  /** The accept call went through (false: verify said the invitation cannot proceed). */
  readonly accepted: boolean;
}

export type InvitationAcceptEvent =
  | {
      readonly type: 'ACCEPT_SUBMITTED';
      readonly accessCode: string;
      /** See {@link InvitationAcceptCall}: without it, an invitation for a person without an account stops. */
      readonly acceptWithoutAccount?: boolean | undefined;
    }
  | { readonly type: 'ACCEPT_RESULT'; readonly outcome: Outcome<InvitationAcceptData> }
  /** The link's access code, checked on mount to name the inviter and realm (no accept). */
  | { readonly type: 'PREVIEW_REQUESTED'; readonly accessCode: string }
  | { readonly type: 'PREVIEW_RESULT'; readonly outcome: Outcome<InvitationAcceptData> }
  | { readonly type: 'DECLINE_REQUESTED' }
  | { readonly type: 'DECLINE_RESULT'; readonly outcome: Outcome<{ readonly statusCode: string }> };

/** Expired or already accepted: a new invitation must be requested (seed 001 §4). */
const EXPIRED_CODE = 'EXPIRED_INVITATION_REQUEST';
const SLOT = 'invitationAccept' satisfies FlowOperationKey;

export function initialInvitationAcceptState(invitationId: string): InvitationAcceptState {
  return {
    step: 'accept',
    invitationId,
    pending: null,
    errorCode: null,
    fieldErrors: {},
    statusCode: null,
    realmName: null,
    inviterName: null,
    inviteeHasAccount: null,
    previewed: false,
  };
}

/** Keeps what verify said (status, realm, inviter, account) for the screen; returns the status's notice. */
function keepCheck(
  draft: {
    statusCode: string | null;
    realmName: string | null;
    inviterName: string | null;
    inviteeHasAccount: boolean | null;
  },
  { statusCode, realmName, inviterName, inviteeHasAccount }: InvitationAcceptData,
): ReturnType<typeof invitationNotice> {
  draft.statusCode = statusCode;
  draft.realmName = realmName;
  draft.inviterName = inviterName;
  draft.inviteeHasAccount = inviteeHasAccount;
  return invitationNotice({ statusCode });
}

/**
 * The user's answer supersedes a preview still in flight: the slot runs one request at a time and ignores a
 * new one while busy, so the preview is aborted first (its late answer never lands).
 */
function supersedePreview(
  draft: { pending: InvitationAcceptOp | null; previewed: boolean },
  effects: FlowEffects<InvitationAcceptCall>,
): void {
  draft.previewed = true;
  if (draft.pending === 'preview') {
    effects.push(abortEffect(SLOT));
  }
}

export function invitationAcceptTransition(
  state: InvitationAcceptState,
  event: InvitationAcceptEvent,
): FlowTransition<InvitationAcceptState, InvitationAcceptCall> {
  const effects: FlowEffects<InvitationAcceptCall> = [];
  const next = produce(state, (draft) => {
    switch (event.type) {
      case 'ACCEPT_SUBMITTED': {
        if ((draft.pending !== null && draft.pending !== 'preview') || draft.step !== 'accept') {
          return;
        }
        // Spaces of a pasted code are not part of it (QUALITY.md UX 6).
        const accessCode = event.accessCode.replace(/\s+/g, '');
        if (accessCode === '') {
          draft.fieldErrors = { accessCode: 'required' };
          return;
        }
        draft.fieldErrors = {};
        supersedePreview(draft, effects);
        startFlowRequest(
          draft,
          SLOT,
          {
            op: 'accept',
            invitationId: draft.invitationId,
            accessCode,
            ...(event.acceptWithoutAccount === true ? { acceptWithoutAccount: true } : {}),
          },
          effects,
        );
        return;
      }
      case 'ACCEPT_RESULT':
        endFlowRequestWith(draft, 'accept', event.outcome, effects, 'invitation.accept', {
          succeeded: (data) => {
            const notice = keepCheck(draft, data);
            // Only PENDING proceeds (seed 000 §4.4): EXPIRED / ACCEPTED show the expired screen; REJECTED,
            // REMOVED, IN_PROGRESS keep the form with the initial error (statusCode words which one).
            if (data.accepted) {
              draft.step = 'success';
            } else if (notice.screen === 'expired') {
              draft.step = 'expired';
            } else {
              draft.errorCode = notice.errorCode;
            }
          },
          failed: ({ code }) => {
            if (code === EXPIRED_CODE) {
              draft.step = 'expired';
            }
          },
        });
        return;
      case 'PREVIEW_REQUESTED': {
        const accessCode = event.accessCode.replace(/\s+/g, '');
        if (draft.pending === null && draft.step === 'accept' && accessCode !== '') {
          startFlowRequest(
            draft,
            SLOT,
            { op: 'preview', invitationId: draft.invitationId, accessCode },
            effects,
          );
        }
        return;
      }
      case 'PREVIEW_RESULT':
        draft.previewed = true;
        endFlowRequestWith(draft, 'preview', event.outcome, effects, 'invitation.preview', {
          succeeded: (data) => {
            // Expired or already accepted: the expired screen and its way on, before any answer (seed 001 §4).
            if (keepCheck(draft, data).screen === 'expired') {
              draft.step = 'expired';
            }
          },
          // A link code that does not check out is not the user's mistake yet: the form shows no error; Accept
          // checks the code again and says why.
          failed: ({ code }) => {
            draft.errorCode = null;
            if (code === EXPIRED_CODE) {
              draft.step = 'expired';
            }
          },
        });
        return;
      case 'DECLINE_REQUESTED':
        if ((draft.pending === null || draft.pending === 'preview') && draft.step === 'accept') {
          draft.fieldErrors = {};
          supersedePreview(draft, effects);
          startFlowRequest(draft, SLOT, { op: 'decline', invitationId: draft.invitationId }, effects);
        }
        return;
      case 'DECLINE_RESULT':
        endFlowRequestWith(draft, 'decline', event.outcome, effects, 'invitation.decline', {
          succeeded: ({ statusCode }) => {
            draft.statusCode = statusCode;
            draft.step = 'declined';
          },
        });
        return;
      default:
        event satisfies never;
    }
  });
  return [next, effects];
}

const row = flowRowsFor<InvitationAcceptCall, InvitationAcceptEvent>();

/**
 * What verifyInviteByReceiver's answer tells the screen (the chosen `inviter`: issue 18 §3). Whether the invited
 * person has an account: seed 000 §3.7 shows the answer's `user` (userId, username, email.address) but not what
 * its absence means; the kit reads an answer without a `user` as "no account yet", so an invitation link opens
 * the activate form (seed 001 §4.3) without the host knowing. The host's `newAccount` still overrides it.
 */
function checkedOf(data: VerifyInviteByReceiverResponse): Omit<InvitationAcceptData, 'accepted'> {
  return {
    statusCode: data.invitation.status.code,
    realmName: data.realm?.displayName || null,
    inviterName: data.inviter?.displayName || null,
    inviteeHasAccount: data.user !== undefined,
  };
}

/** The flow's request table: accept (verify, then accept when PENDING, under one signal) and decline. */
export const INVITATION_ACCEPT_REQUESTS = {
  accept: row(
    'accept',
    SLOT,
    'ACCEPT_RESULT',
    ['verifyInviteByReceiver', 'acceptInvitation'],
    async (client, call, { signal }) => {
      const verified = await client.verifyInviteByReceiver(
        { invitationId: call.invitationId, accessCode: call.accessCode },
        { signal },
      );
      if (!verified.ok) {
        return { type: 'ACCEPT_RESULT', outcome: { ok: false, error: verified.error } };
      }
      const checked = checkedOf(verified.data);
      // A person without an account cannot accept (accept needs a session): stop before it, so the screen
      // offers the activate form (seed 001 §4.3), unless the host said the user has an account.
      const stops = !checked.inviteeHasAccount && call.acceptWithoutAccount !== true;
      if (!invitationNotice(checked).proceeds || stops) {
        return { type: 'ACCEPT_RESULT', outcome: { ok: true, data: { ...checked, accepted: false } } };
      }
      const accepted = await client.acceptInvitation(
        { invitationId: call.invitationId, accessCode: call.accessCode },
        { signal },
      );
      return {
        type: 'ACCEPT_RESULT',
        outcome: outcomeOf(accepted, (data) => ({
          ...checked,
          statusCode: data.invitation.status.code,
          accepted: true,
        })),
      };
    },
  ),
  preview: row(
    'preview',
    SLOT,
    'PREVIEW_RESULT',
    ['verifyInviteByReceiver'],
    async (client, call, { signal }) => {
      const verified = await client.verifyInviteByReceiver(
        { invitationId: call.invitationId, accessCode: call.accessCode },
        { signal },
      );
      return {
        type: 'PREVIEW_RESULT',
        outcome: outcomeOf(verified, (data) => ({ ...checkedOf(data), accepted: false })),
      };
    },
  ),
  decline: row('decline', SLOT, 'DECLINE_RESULT', ['updateInvitation'], async (client, call, { signal }) => {
    const result = await client.updateInvitation(
      { invitationId: call.invitationId, operation: DECLINE_INVITATION_OPERATION },
      { signal },
    );
    return {
      type: 'DECLINE_RESULT',
      outcome: outcomeOf(result, (data) => ({ statusCode: data.invitation.status.code })),
    };
  }),
} satisfies RequestTable<IdentityClient, InvitationAcceptCall, InvitationAcceptEvent, FlowOperationKey>;

/** The client methods the flow calls, derived from its rows' `uses`. */
export const INVITATION_ACCEPT_CLIENT_METHODS = clientMethodsOf(INVITATION_ACCEPT_REQUESTS);
/** The slice of the identity client the flow needs (a structural type: tests pass fakes). */
export type InvitationAcceptClient = FlowClientOf<typeof INVITATION_ACCEPT_REQUESTS>;
