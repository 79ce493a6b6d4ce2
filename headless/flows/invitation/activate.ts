/**
 * Activating a new account from an invitation (seed 001 §4.3 "activate"; §7.5.1 PUT
 * invitations/{id}?operation=activate with user, accessCode, challengeQuestionAnswer): the invited person has
 * no account yet, so the one call creates it (user id and password), proves the invitation with its access
 * code (and the security answer when the invitation carries a challenge question) and joins the realm.
 * Pure machine; own store. Every secret (password, access code, answer) travels only in the call.
 */
import { produce } from 'immer';
import type { IdentityClient } from '../../client';
import type { FlowOperationKey } from '../request-slots';
import type { RequestTable } from '../request-table';
import type { Outcome } from '../outcome-data';
import {
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

/** `activate`: the form; `success`: the account exists and joined; `expired`: expired or already used. */
export type InvitationActivateStep = 'activate' | 'success' | 'expired';

/** The fields the activate form checks before it sends (only presence: the service owns the rules). */
export type InvitationActivateField = 'username' | 'password' | 'accessCode' | 'answer';

export interface InvitationActivateState extends FlowRequestState<'activate'> {
  readonly step: InvitationActivateStep;
  readonly invitationId: string;
  readonly fieldErrors: { readonly [F in InvitationActivateField]?: 'required' };
  /** The invitation's status code once activated (ACCEPTED). */
  readonly statusCode: string | null;
}

/** What the person typed; `question` is the invitation's challenge question, when it has one. */
export interface InvitationActivateInput {
  readonly username: string;
  readonly password: string;
  readonly accessCode: string;
  readonly challenge?: { readonly question: string; readonly answer: string } | undefined;
}

/** The call carries the secrets; the state never does. */
export interface InvitationActivateCall {
  readonly op: 'activate';
  readonly invitationId: string;
  readonly username: string;
  readonly password: string;
  readonly accessCode: string;
  readonly challengeQuestionAnswer?: { readonly question: string; readonly answer: string };
}

export type InvitationActivateEvent =
  | { readonly type: 'ACTIVATE_SUBMITTED'; readonly input: InvitationActivateInput }
  | { readonly type: 'ACTIVATE_RESULT'; readonly outcome: Outcome<{ readonly statusCode: string }> };

/** Expired or already accepted: a new invitation must be requested (seed 001 §4). */
const EXPIRED_CODE = 'EXPIRED_INVITATION_REQUEST';
const SLOT = 'invitationActivate' satisfies FlowOperationKey;

export function initialInvitationActivateState(invitationId: string): InvitationActivateState {
  return {
    step: 'activate',
    invitationId,
    pending: null,
    errorCode: null,
    fieldErrors: {},
    statusCode: null,
  };
}

/**
 * The activate flow's pure transition: a submit checks that every field is filled and starts the one request
 * (the secrets go into the call only); the result moves to success, to expired, or keeps the form with the code.
 */
export function invitationActivateTransition(
  state: InvitationActivateState,
  event: InvitationActivateEvent,
): FlowTransition<InvitationActivateState, InvitationActivateCall> {
  const effects: FlowEffects<InvitationActivateCall> = [];
  const next = produce(state, (draft) => {
    switch (event.type) {
      case 'ACTIVATE_SUBMITTED': {
        if (draft.pending !== null || draft.step !== 'activate') {
          return;
        }
        const { input } = event;
        const username = input.username.trim();
        // Spaces of a pasted code are not part of it (QUALITY.md UX 6); a password is sent as typed.
        const accessCode = input.accessCode.replace(/\s+/g, '');
        const answer = input.challenge?.answer.trim();
        const errors: { [F in InvitationActivateField]?: 'required' } = {};
        if (username === '') {
          errors.username = 'required';
        }
        if (input.password === '') {
          errors.password = 'required';
        }
        if (accessCode === '') {
          errors.accessCode = 'required';
        }
        if (answer === '') {
          errors.answer = 'required';
        }
        draft.fieldErrors = errors;
        if (Object.keys(errors).length > 0) {
          return;
        }
        const call: InvitationActivateCall = {
          op: 'activate',
          invitationId: draft.invitationId,
          username,
          password: input.password,
          accessCode,
          ...(input.challenge !== undefined && answer !== undefined
            ? { challengeQuestionAnswer: { question: input.challenge.question, answer } }
            : {}),
        };
        startFlowRequest(draft, SLOT, call, effects);
        return;
      }
      case 'ACTIVATE_RESULT':
        endFlowRequestWith(draft, 'activate', event.outcome, effects, 'invitation.activate', {
          succeeded: ({ statusCode }) => {
            draft.statusCode = statusCode;
            draft.step = 'success';
          },
          failed: ({ code }) => {
            if (code === EXPIRED_CODE) {
              draft.step = 'expired';
            }
          },
        });
        return;
      default:
        event satisfies never;
    }
  });
  return [next, effects];
}

const row = flowRowsFor<InvitationActivateCall, InvitationActivateEvent>();

/** The flow's request table: one row, PUT invitations/{id}?operation=activate. */
export const INVITATION_ACTIVATE_REQUESTS = {
  activate: row(
    'activate',
    SLOT,
    'ACTIVATE_RESULT',
    ['activateInvitation'],
    async (client, call, { signal }) => {
      const result = await client.activateInvitation(
        {
          invitationId: call.invitationId,
          user: { username: call.username, password: call.password },
          accessCode: call.accessCode,
          ...(call.challengeQuestionAnswer !== undefined
            ? { challengeQuestionAnswer: { ...call.challengeQuestionAnswer } }
            : {}),
        },
        { signal },
      );
      return {
        type: 'ACTIVATE_RESULT',
        outcome: outcomeOf(result, (data) => ({ statusCode: data.invitation.status.code })),
      };
    },
  ),
} satisfies RequestTable<IdentityClient, InvitationActivateCall, InvitationActivateEvent, FlowOperationKey>;

/** The client methods the flow calls, derived from its rows' `uses`. */
export const INVITATION_ACTIVATE_CLIENT_METHODS = clientMethodsOf(INVITATION_ACTIVATE_REQUESTS);
/** The slice of the identity client the activate flow needs (a structural type: tests pass fakes). */
export type InvitationActivateClient = FlowClientOf<typeof INVITATION_ACTIVATE_REQUESTS>;
