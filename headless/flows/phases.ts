/**
 * The root transition in two phases. Sign-in (with the §4.3 session bookkeeping) is always loaded; MFA,
 * post-auth, invitation and partner auth (late-flows.ts) are a lazy chunk, so the first screen of a
 * sign-in page does not download them (issue 5 size target). `late` is that chunk once loaded, else null.
 * With `late` loaded this is exactly the full composition (sign-in, MFA, post-auth, invitation, partner).
 */
import { produce } from 'immer';
import { clientSideError, failed, SUCCEEDED, type Transition } from '../core';
import type { IdentityCall } from './calls';
import type { IdentityEvent, MfaEvent, PartnerEvent, PostAuthEvent, InvitationEvent } from './events';
import type { LateFlows } from './late-flows';
import { fail, start, type Effects } from './shared';
import { transition as signInTransition } from './sign-in/machine';
import type { FlowStep, IdentityState } from './state';

type LateEventType =
  | (MfaEvent | PostAuthEvent | InvitationEvent | PartnerEvent)['type']
  // Sign-in events whose result the lazy flows read too: the best-account step is post-auth's, and a
  // successful update / reset may start the MFA next-challenge lookup (mfa/next-challenge.ts).
  | 'BEST_ACCOUNT_RESULT'
  | 'UPDATE_USER_RESULT'
  | 'RESET_PASSWORD_RESULT';

/** Events the lazy flows handle: while they are not loaded, the store holds these back (see below). */
const LATE_EVENTS: Readonly<Record<LateEventType, true>> = {
  CHALLENGE_SELECTED: true,
  BACK_TO_CHALLENGES: true,
  CONFIRMATION_SEND_REQUESTED: true,
  CONFIRMATION_SEND_RESULT: true,
  CONFIRMATION_VERIFY_SUBMITTED: true,
  CONFIRMATION_VERIFY_RESULT: true,
  TOTP_SUBMITTED: true,
  TOTP_RESULT: true,
  CHANNEL_CONFIRMATION_REQUESTED: true,
  CHANNEL_CONFIRMATION_RESULT: true,
  CHANNEL_CONFIRM_REQUESTED: true,
  CHANNEL_CONFIRM_RESULT: true,
  PASSKEY_REQUESTED: true,
  PASSKEY_RESULT: true,
  OOW_QUESTIONS_REQUESTED: true,
  OOW_QUESTIONS_RESULT: true,
  OOW_ANSWERS_SUBMITTED: true,
  OOW_ANSWERS_RESULT: true,
  CONSENT_SUBMITTED: true,
  CONSENT_RESULT: true,
  POST_AUTH_STEP_DONE: true,
  OAUTH_EXCHANGE_RESULT: true,
  CONTACT_INFO_RESULT: true,
  INVITATION_VERIFY_REQUESTED: true,
  INVITATION_VERIFY_RESULT: true,
  INVITATION_ATTRIBUTES_REQUESTED: true,
  INVITATION_ATTRIBUTES_RESULT: true,
  PARTNER_AUTH_REQUESTED: true,
  PARTNER_AUTH_BEGIN_RESULT: true,
  PARTNER_DATA_REQUESTED: true,
  PARTNER_DATA_RESULT: true,
  PARTNER_LINK_REQUESTED: true,
  PARTNER_LINK_RESULT: true,
  BEST_ACCOUNT_RESULT: true,
  UPDATE_USER_RESULT: true,
  RESET_PASSWORD_RESULT: true,
};

/**
 * True when `event` needs the lazy flows. While they are not loaded, the store keeps such an event back
 * (in memory, in order) and replays it through the whole transition when the load lands, so the result is
 * the same as with everything loaded up front, only later. Kept-back events are dropped when the load is
 * aborted (reset, restart, clear attempts, dispose), like any response of an aborted attempt.
 */
export function needsLateFlows(event: IdentityEvent): boolean {
  return Object.hasOwn(LATE_EVENTS, event.type);
}

/** Steps whose screens run the lazy flows: entering one starts loading them. */
const LATE_STEPS: readonly FlowStep[] = ['challengePicker', 'challenge', 'postAuth'];

/**
 * A failed chunk load (offline, a deployment replaced the chunk): a network failure for the user, which the
 * catalogue words as "check your connection and try again". Retrying is any action of the lazy flows, or
 * FLOWS_REQUESTED.
 */
export const FLOWS_LOAD_ERROR = {
  kind: 'network',
  code: 'NETWORK_ERROR',
  serverMessage: '',
  status: null,
  captchaRequired: false,
  requiresEvaluation: false,
} as const;

/** Marks the `loadFlows` slot IN_PROGRESS and asks the store to load the chunk (one load at a time). */
export function requestFlows(state: IdentityState): Transition<IdentityState, IdentityCall> {
  const effects: Effects = [];
  const next = produce(state, (draft) => {
    start(draft, 'loadFlows', { op: 'loadFlows' }, effects);
  });
  return [next, effects];
}

/**
 * The root transition with the lazy flows loaded (`late`) or not (null). Pure. Without them, an event that
 * needs them must not reach this function (the store keeps it back, {@link needsLateFlows}); entering an
 * MFA or post-auth step starts the load, and post-auth starts its first step when the load lands.
 */
export function phasedTransition(
  late: LateFlows | null,
  state: IdentityState,
  event: IdentityEvent,
): Transition<IdentityState, IdentityCall> {
  switch (event.type) {
    case 'REQUEST_CRASHED':
      return [
        produce(state, (draft) => {
          draft.requests[event.key] = failed(clientSideError('UNKNOWN_ERROR'));
        }),
        [],
      ];
    case 'FLOWS_REQUESTED':
      return late === null ? requestFlows(state) : [state, []];
    case 'FLOWS_LOAD_RESULT':
      return onFlowsLoaded(state, event.result);
    default:
      break;
  }
  const [afterSignIn, signInEffects] = signInTransition(state, event);
  if (late !== null) {
    const [afterLate, lateEffects] = late.transition(afterSignIn, event);
    return [afterLate, [...signInEffects, ...lateEffects]];
  }
  if (LATE_STEPS.includes(afterSignIn.step) && afterSignIn.requests.loadFlows.status === 'idle') {
    const [loading, loadEffects] = requestFlows(afterSignIn);
    return [loading, [...signInEffects, ...loadEffects]];
  }
  return [afterSignIn, signInEffects];
}

function onFlowsLoaded(
  state: IdentityState,
  result: Extract<IdentityEvent, { type: 'FLOWS_LOAD_RESULT' }>['result'],
): Transition<IdentityState, IdentityCall> {
  if (!result.ok) {
    const effects: Effects = [];
    return [produce(state, (draft) => fail(draft, 'loadFlows', result.error, effects)), effects];
  }
  const { flows, replay } = result.data;
  const loaded = produce(state, (draft) => {
    draft.requests.loadFlows = SUCCEEDED;
  });
  // The lazy flows see the current step first (post-auth starts the step the flow is already on), then
  // every kept-back event in order, as if they had been loaded all along.
  let [current, all] = flows.transition(loaded, { type: 'FLOWS_REQUESTED' });
  for (const event of replay) {
    const [next, more] = phasedTransition(flows, current, event);
    current = next;
    all = [...all, ...more];
  }
  return [current, all];
}
