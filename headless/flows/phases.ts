/**
 * The root transition in two phases (two-phase.ts). The first screen (sign-in/first-screen.ts: identifier,
 * password, SSO confirmation) is always loaded; everything after the first answer (the rest of the sign-in
 * machine, MFA, post-auth, invitation, partner auth, and immer) is a lazy chunk (late-flows.ts), so a
 * sign-in page does not download it before the user submits (issue 5 size target). `late` is that chunk
 * once loaded, else null; with it loaded this is exactly the full composition.
 */
import type { Draft } from 'immer';
import { clientSideError, failed, PENDING, SUCCEEDED } from '../core';
import { type OperationKey, type Transition } from './request-slots';
import type { IdentityCall } from './calls';
import type { IdentityEvent } from './events';
import type { LateFlows } from './late-flows';
import { fail, type Effects } from './shared';
import { FIRST_SCREEN_EVENTS, firstScreenTransition } from './sign-in/first-screen';
import type { IdentityState } from './state';
import { phasedTransition as phased, type PhaseSpec } from './two-phase';

export { FLOWS_LOAD_ERROR } from './two-phase';

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

/** The sign-in first screen and the `loadFlows` slot, for the shared two-phase mechanism. */
export const IDENTITY_PHASES: PhaseSpec<IdentityState, IdentityEvent, IdentityCall, OperationKey> = {
  first: firstScreenTransition,
  needsLate: needsLateFlows,
  requestLoad: requestFlows,
  loadFailed: (state) => {
    const load = state.requests.loadFlows;
    return load.status === 'STOPPED' && load.outcome === 'failure';
  },
  settleLoad: (state, error) => {
    if (error === null) {
      return [{ ...state, requests: { ...state.requests, loadFlows: SUCCEEDED } }, []];
    }
    const effects: Effects = [];
    const copy = { ...state, requests: { ...state.requests } };
    fail(copy as Draft<IdentityState>, 'loadFlows', error, effects);
    return [copy, effects];
  },
};

/**
 * The root transition with the lazy flows loaded (`late`) or not (null). Pure. A crashed request of either
 * phase ends its slot here; everything else is the shared two-phase transition (two-phase.ts).
 */
export function phasedTransition(
  late: LateFlows | null,
  state: IdentityState,
  event: IdentityEvent,
): Transition<IdentityState, IdentityCall> {
  return event.type === 'REQUEST_CRASHED'
    ? requestCrashed(state, event.key)
    : phased(IDENTITY_PHASES, late, state, event);
}

/** A request whose `perform` rejected (a bug): its slot ends STOPPED with UNKNOWN_ERROR, in either phase. */
export function requestCrashed(
  state: IdentityState,
  key: OperationKey,
): Transition<IdentityState, IdentityCall> {
  return [{ ...state, requests: { ...state.requests, [key]: failed(clientSideError('UNKNOWN_ERROR')) } }, []];
}
