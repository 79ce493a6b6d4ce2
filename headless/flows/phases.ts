/**
 * The root transition in two phases. The first screen (sign-in/first-screen.ts: identifier, password, SSO
 * confirmation) is always loaded; everything after the first answer (the rest of the sign-in machine, MFA,
 * post-auth, invitation, partner auth, and immer) is a lazy chunk (late-flows.ts), so a sign-in page does
 * not download it before the user submits (issue 5 size target). `late` is that chunk once loaded, else null;
 * with it loaded this is exactly the full composition.
 */
import type { Draft } from 'immer';
import { clientSideError, failed, PENDING, SUCCEEDED, type Transition } from '../core';
import type { IdentityCall } from './calls';
import type { IdentityEvent } from './events';
import type { LateFlows } from './late-flows';
import { fail, type Effects } from './shared';
import { FIRST_SCREEN_EVENTS, firstScreenTransition } from './sign-in/first-screen';
import type { IdentityState } from './state';

/**
 * True when `event` needs the lazy flows: anything but a first-screen event and the store's own events.
 * While they are not loaded, the store keeps such an event back (in memory, in order) and replays it through
 * the whole transition when the load lands, so the result is the same as with everything loaded up front,
 * only later. Kept-back events are dropped when the load is aborted (reset, restart, dispose), like any
 * response of an aborted attempt.
 */
export function needsLateFlows(event: IdentityEvent): boolean {
  switch (event.type) {
    case 'REQUEST_CRASHED':
    case 'FLOWS_REQUESTED':
    case 'FLOWS_LOAD_RESULT':
      return false;
    default:
      return !FIRST_SCREEN_EVENTS.includes(event.type);
  }
}

/**
 * A failed chunk load (offline, a deployment replaced the chunk): a network failure for the user, which the
 * catalogue words as "check your connection and try again". Retrying is any action that needs the lazy
 * flows, or FLOWS_REQUESTED.
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
  if (state.requests.loadFlows.status === 'IN_PROGRESS') {
    return [state, []];
  }
  return [
    { ...state, requests: { ...state.requests, loadFlows: PENDING } },
    [{ kind: 'request', key: 'loadFlows', call: { op: 'loadFlows' } }],
  ];
}

/**
 * The root transition with the lazy flows loaded (`late`) or not (null). Pure. Without them, an event that
 * needs them ({@link needsLateFlows}) must not reach this function (the store keeps it back; here it would
 * change nothing); the first request of the first screen also starts loading them, so the chunk downloads
 * while the request is on the network. The request's answer lands only once they are loaded (the store's
 * `perform` waits for them), so it stays an ordinary in-flight attempt until then: a reset, restart or
 * newer attempt still drops it.
 */
export function phasedTransition(
  late: LateFlows | null,
  state: IdentityState,
  event: IdentityEvent,
): Transition<IdentityState, IdentityCall> {
  switch (event.type) {
    case 'REQUEST_CRASHED':
      return [
        {
          ...state,
          requests: { ...state.requests, [event.key]: failed(clientSideError('UNKNOWN_ERROR')) },
        },
        [],
      ];
    case 'FLOWS_REQUESTED':
      return late === null ? requestFlows(state) : [state, []];
    case 'FLOWS_LOAD_RESULT':
      return onFlowsLoaded(state, event.result);
    default:
      break;
  }
  if (late !== null) {
    return late.transition(state, event);
  }
  if (needsLateFlows(event)) {
    return [state, []];
  }
  const [next, effects] = firstScreenTransition(state, event);
  // After a failed load, the next first-screen action (a second submit included) retries it: the answer of
  // the first request is still waiting for it (identity-store.ts).
  const retry = state.requests.loadFlows.status === 'STOPPED' && !isSucceeded(state.requests.loadFlows);
  if (retry || effects.some((effect) => effect.kind === 'request')) {
    const [loading, loadEffects] = requestFlows(next);
    return [loading, [...effects, ...loadEffects]];
  }
  return [next, effects];
}

function isSucceeded(request: IdentityState['requests']['loadFlows']): boolean {
  return request.status === 'STOPPED' && request.outcome === 'success';
}

function onFlowsLoaded(
  state: IdentityState,
  result: Extract<IdentityEvent, { type: 'FLOWS_LOAD_RESULT' }>['result'],
): Transition<IdentityState, IdentityCall> {
  if (!result.ok) {
    const effects: Effects = [];
    const copy = { ...state, requests: { ...state.requests } };
    fail(copy as Draft<IdentityState>, 'loadFlows', result.error, effects);
    return [copy, effects];
  }
  const { flows, replay } = result.data;
  const loaded = { ...state, requests: { ...state.requests, loadFlows: SUCCEEDED } };
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
