/**
 * Where the sign-in journey goes next, across flows: the one module that moves `step` (and the post-auth
 * position, `session.postAuthProcess`). Slices say what happened (signals, slice.ts); this reads the state
 * they left and the event, and moves the journey, top to bottom in the spec's order:
 *
 * 1. A slice's own screen (identifier, password, account choice, locked, challenge picker, ...).
 * 2. An authentication outcome (seed 000 §4.3 evaluate phases): DENY blocks, CHALLENGE opens MFA (the
 *    challenge, or the picker when there is a choice), PASS starts post-auth, INIT evaluates again.
 * 3. An evaluation asked for by a slice (invitation by SMS, §4.4; step-up, §4.3), and the next-challenge
 *    lookup after a completed challenge when MFA is on (§4.3, mfa/next-challenge.ts).
 * 4. An invitation's user (§4.4): prefill, then the identifier-first submit it makes automatic.
 * 5. An out-of-wallet challenge opened on its own fetches its questions.
 * 6. The post-auth sequence (§3.7, post-auth/next-step.ts): best account, verified-user update, passkey
 *    registration, OAuth exchange (§4.6), consent, invitations, partner hand-off (§4.5); then signed in, and
 *    the OAuth redirect (a host command) once the sequence completes.
 *
 * What a slice must record because of a move comes back to the slices as a follow-up event (RoutingEvent,
 * or an ordinary request event such as EVALUATE_AUTH_REQUESTED), run through the root reducer after this
 * event: no slice calls another slice's reducer, and this module writes no slice. Pure.
 */
import { produce, type Draft } from 'immer';
import { emit } from './request-slots';
import type { IdentityEvent } from './events';
import { shouldLookupNextChallenge } from './mfa/next-challenge';
import type { AuthOutcomeData } from './outcome-data';
import { nextPostAuthStep } from './post-auth/next-step';
import type { Effects } from './shared';
import { showStep } from './show-step';
import { classifyIdentifier } from './sign-in/identifier';
import type { Signal } from './slice';
import type { IdentityState } from './state';

/** The journey's position: what the router writes. */
type Position = Draft<Pick<IdentityState, 'step'>> & { session: Draft<IdentityState['session']> };

/**
 * Moves the journey after the slices reduced `event` (`state` is what they left). Returns the new state and
 * the follow-up events the root reducer runs next, in order; effects are appended to `effects`.
 */
export function route(
  state: IdentityState,
  event: IdentityEvent,
  signals: readonly Signal[],
  effects: Effects,
): [IdentityState, IdentityEvent[]] {
  const followUps: IdentityEvent[] = [];
  const next = produce(state, (draft) => {
    for (const signal of signals) {
      switch (signal.type) {
        case 'show':
          showStep(draft, signal.step, effects);
          break;
        case 'authOutcome':
          routeAuthOutcome(draft, signal.outcome, effects, followUps);
          break;
        case 'evaluate':
          followUps.push(evaluate(signal.targetAal, signal.supersede));
          break;
        case 'invitedUser':
          followUps.push({ type: 'IDENTIFIER_PREFILLED', username: signal.username });
          autoSubmitIdentifier(state, signal.username, followUps);
          break;
        default:
          signal satisfies never;
      }
    }
    if (shouldLookupNextChallenge(state, event)) {
      // The lookup supersedes any older evaluation: only the newest answer decides the next screen.
      followUps.push(evaluate(undefined, true));
    }
    if (
      state.step === 'challenge' &&
      state.mfa.selected === 'OOW' &&
      state.session.oowIdpQuestions.length === 0 &&
      state.requests.getOOWQuestions.status === 'idle'
    ) {
      followUps.push({ type: 'OOW_QUESTIONS_REQUESTED' });
    }
    if (draft.step === 'postAuth') {
      advancePostAuth(draft, state, effects, followUps);
    }
  });
  return [next, followUps];
}

/** Seed 000 §4.3: the screen an authentication outcome asks for. */
function routeAuthOutcome(
  draft: Position,
  outcome: AuthOutcomeData,
  effects: Effects,
  followUps: IdentityEvent[],
): void {
  if (outcome.riskLevel !== null) {
    effects.push(emit({ type: 'risk_level', riskLevel: outcome.riskLevel }));
  }
  switch (outcome.action) {
    case 'DENY':
      draft.step = 'highRiskBlock';
      return;
    case 'CHALLENGE': {
      const available = outcome.challenges.map((challenge) => challenge.type);
      const only = available.length === 1 ? (available[0] ?? null) : null;
      draft.step = only === null ? 'challengePicker' : 'challenge';
      followUps.push({ type: 'CHALLENGE_OPENED', available, challengeType: only });
      return;
    }
    case 'PASS':
      draft.step = 'postAuth';
      followUps.push({ type: 'AUTH_PASSED' });
      return;
    case 'INIT':
      followUps.push(evaluate(undefined, false));
      return;
    default:
      outcome.action satisfies never;
  }
}

function evaluate(targetAal: number | undefined, supersede: boolean | undefined): IdentityEvent {
  return {
    type: 'EVALUATE_AUTH_REQUESTED',
    ...(targetAal !== undefined ? { targetAal } : {}),
    ...(supersede === true ? { supersede } : {}),
  };
}

/**
 * "makes the identifier-first submit automatic" (seed 000 §4.4): the submit sign-in would run for the user
 * (a lookup with the invited-user filter, or straight to the password), on the identifier step only.
 */
function autoSubmitIdentifier(
  state: IdentityState,
  username: string | null,
  followUps: IdentityEvent[],
): void {
  const identifier = username ?? state.signIn.identifier;
  if (state.step === 'identifier' && identifier !== '') {
    followUps.push({
      type: 'IDENTIFIER_SUBMITTED',
      identifier,
      identifierType: classifyIdentifier(identifier),
    });
  }
}

/**
 * Seed 000 §3.7: the first post-auth step that applies and is not done (next-step.ts); the post-auth slice
 * starts the step's own request when it is entered. Once none is left: signed in, the level reached, and the
 * OAuth redirect the exchange produced.
 */
function advancePostAuth(
  draft: Position,
  state: IdentityState,
  effects: Effects,
  followUps: IdentityEvent[],
): void {
  const step = nextPostAuthStep(state, state.postAuth.done);
  if (step === state.session.postAuthProcess) {
    return;
  }
  draft.session.postAuthProcess = step;
  if (step !== 'complete') {
    followUps.push({ type: 'POST_AUTH_STEP_ENTERED', step });
    return;
  }
  draft.step = 'signedIn';
  const level = state.session.iamTicket?.authenticationLevel;
  if (level !== undefined) {
    effects.push(emit({ type: 'achieved_level', level }));
  }
  if (state.postAuth.redirectUrl !== null) {
    effects.push({ kind: 'host', command: { type: 'redirect', url: state.postAuth.redirectUrl } });
  }
}
