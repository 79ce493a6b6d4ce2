import { produce, type Draft } from 'immer';
import { emit, type Transition } from '../../core';
import type { IdentityCall } from '../calls';
import type { IdentityEvent } from '../events';
import { start, type Effects } from '../shared';
import type { IdentityState } from '../state';
import { nextPostAuthStep } from './next-step';

/**
 * The post-auth sequence of seed 000 §3.7, run after evaluation passes. Steps done by the flow itself (the
 * best-account check) start their request here; the others are screens that report POST_AUTH_STEP_DONE.
 * "After evaluation, post-auth runs the best-account check (if enabled) and then the OAuth exchange (if
 * enabled)" (§4.3) follows from the order.
 */
export function transition(
  state: IdentityState,
  event: IdentityEvent,
): Transition<IdentityState, IdentityCall> {
  const effects: Effects = [];
  const next = produce(state, (draft) => {
    switch (event.type) {
      case 'POST_AUTH_STEP_DONE':
        markDone(draft, event.step);
        break;
      case 'BEST_ACCOUNT_RESULT':
        // A failed best-account check does not block the user: it is a suggestion, not a gate.
        markDone(draft, 'bestAccount');
        break;
      case 'OAUTH_EXCHANGE_RESULT':
        if (event.result.ok) {
          draft.postAuth.redirectUrl = event.result.data.redirectUrl;
          markDone(draft, 'oauth');
        }
        break;
      default:
        break;
    }
    if (draft.step === 'postAuth') {
      advance(draft, effects);
    }
  });
  return [next, effects];
}

function markDone(draft: Draft<IdentityState>, step: string): void {
  if (draft.session.postAuthProcess === step && !draft.postAuth.done.includes(step)) {
    draft.postAuth.done.push(step);
  }
}

function advance(draft: Draft<IdentityState>, effects: Effects): void {
  const step = nextPostAuthStep(draft, draft.postAuth.done);
  if (step === draft.session.postAuthProcess) {
    return;
  }
  draft.session.postAuthProcess = step;
  if (step === 'complete') {
    draft.step = 'signedIn';
    const level = draft.session.iamTicket?.authenticationLevel;
    if (level !== undefined) {
      effects.push(emit({ type: 'achieved_level', level }));
    }
    return;
  }
  if (step === 'bestAccount') {
    const username = draft.session.user.username ?? draft.signIn.identifier;
    start(
      draft,
      'bestAccount',
      { op: 'bestAccount', username, offeringId: draft.config.offeringId },
      effects,
    );
  }
}
