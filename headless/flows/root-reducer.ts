/**
 * The root reducer of the sign-in journey (issue 16 §1): every slice reduces the event into its own part of
 * the state, then the routing module moves the journey and may send follow-up events, which run the same
 * way. Each slice reads the others only as they were before the event, so the order of {@link SLICES} carries
 * no meaning. Pure; with immer (the lazy chunk's, late-flows.ts).
 */
import { produce } from 'immer';
import type { Transition } from './request-slots';
import type { IdentityCall } from './calls';
import type { IdentityEvent } from './events';
import { reduceInvitation } from './invitation/machine';
import { reduceMfa } from './mfa/machine';
import { reducePartner } from './partner/machine';
import { reducePostAuth } from './post-auth/machine';
import { reduceRequestReset } from './request-reset';
import { route } from './routing';
import type { Effects } from './shared';
import { reduceSignIn } from './sign-in/machine';
import { reduceSession } from './sign-in/session-rules';
import type { Signal, SliceContext, SliceDraft, SliceKey } from './slice';
import type { IdentityState } from './state';

/** One slice reducer, erased to the whole draft the root hands it (each writes only its part, by type). */
export type AnySlice = (draft: SliceDraft<SliceKey>, context: SliceContext) => void;

/** The slices of the sign-in journey. */
export const SLICES: readonly AnySlice[] = [
  reduceSession,
  reduceSignIn,
  reduceMfa,
  reducePostAuth,
  reduceInvitation,
  reducePartner,
];

/**
 * Follow-up events one event may cause at most (an outcome opens MFA, post-auth enters a step, ...): far
 * above any real chain, it only stops a routing bug from looping forever.
 */
const MAX_PASSES = 16;

/** The whole journey transition: slices, then routing, then the follow-ups the router sent. Pure. */
export function rootTransition(
  state: IdentityState,
  event: IdentityEvent,
): Transition<IdentityState, IdentityCall> {
  return composeSlices(SLICES, state, event);
}

/** The root transition over `slices` (any order gives the same result: tests/headless/slices.test.ts). */
export function composeSlices(
  slices: readonly AnySlice[],
  state: IdentityState,
  event: IdentityEvent,
): Transition<IdentityState, IdentityCall> {
  const effects: Effects = [];
  const queue: IdentityEvent[] = [event];
  let current = state;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const next = queue.shift();
    if (next === undefined) {
      break;
    }
    const before = current;
    const signals: Signal[] = [];
    const reduced = produce(before, (draft) => {
      const context: SliceContext = { before, event: next, effects, signals };
      for (const reduce of slices) {
        reduce(draft, context);
      }
      reduceRequestReset(draft, next, effects);
    });
    const [routed, followUps] = route(reduced, next, signals, effects);
    current = routed;
    queue.push(...followUps);
  }
  return [current, effects];
}
