/**
 * The journey-wide reset of the request slots: "try signing in again", sign-out and "clear incomplete
 * attempts" (seed 000 §4.3) leave every attempt behind. One handler for all slots, so no slice resets
 * another's; each slice resets its own state for the same events. Immer-free: the first screen (loaded up
 * front) runs it too.
 */
import { SUCCEEDED } from '../core';
import { initialRequestStates, OPERATION_KEYS, type RequestStates } from './request-slots';
import type { IdentityEvent } from './events';
import type { Effects } from './shared';

/** Resets the slots for a journey-wide reset event; any other event changes nothing. */
export function reduceRequestReset(
  draft: { requests: RequestStates },
  event: IdentityEvent,
  effects: Effects,
): void {
  switch (event.type) {
    case 'RESTART_REQUESTED':
    case 'CLEAR_INCOMPLETE_ATTEMPTS':
      // In-flight attempts are aborted so a late reply cannot turn an idle status back into STOPPED
      // ("resets all statuses (keeping tokens)").
      for (const key of OPERATION_KEYS) {
        effects.push({ kind: 'abort', key });
      }
      draft.requests = initialRequestStates();
      return;
    case 'SIGN_OUT_RESULT':
      // "Sign-out failure is treated as success" (seed 000 §4.3): every other attempt is aborted so nothing
      // of the old session lands afterwards.
      for (const key of OPERATION_KEYS) {
        if (key !== 'signOut') {
          effects.push({ kind: 'abort', key });
        }
      }
      draft.requests = { ...initialRequestStates(), signOut: SUCCEEDED };
      return;
    default:
      return;
  }
}
