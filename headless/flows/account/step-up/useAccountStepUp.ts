import { useCallback, useEffect, useRef, useState } from 'react';
import { errorOf, type RequestState } from '../../../core';
import { CREDENTIAL_WRITE_AAL } from '../../../../rules/constants';
import { shallowEqual } from '../../../binding/shallow-equal';
import { useIdentityStore } from '../../../provider/useIdentityStore';
import { useSignIn } from '../../sign-in/useSignIn';
import type { IdentityState } from '../../state';

/**
 * Where a step-up is: `idle` (not asked), `checking` (evaluate auth at the level in flight), `challenge`
 * (the MFA screens of the sign-in flow are showing: `useMfa()` drives them), `done` (the session is at the
 * level: resume the write), `failed` (`errorCode`).
 */
export type StepUpPhase = 'idle' | 'checking' | 'challenge' | 'done' | 'failed';

/** The step-up's view. */
export interface AccountStepUpView {
  readonly phase: StepUpPhase;
  /** The sign-in step while `challenge`: `challengePicker` or `challenge` (route to the MFA screens). */
  readonly challengeStep: 'challengePicker' | 'challenge' | null;
  /** Catalogue code of a failed step-up, else null. */
  readonly errorCode: string | null;
}

/** Options of {@link useAccountStepUp}. */
export interface UseAccountStepUpOptions {
  /** The level to reach (the offering's account-manager `targetAAL`). @default CREDENTIAL_WRITE_AAL (25) */
  readonly aal?: number;
  /** Called once when the session reached the level (resume the section's write here). */
  readonly onDone?: () => void;
}

/** `{ state, actions }` of a step-up. */
export interface UseAccountStepUp {
  readonly state: AccountStepUpView;
  readonly actions: {
    /** Asks the service what it takes to reach the level (evaluate auth), then the MFA screens take over. */
    readonly start: () => void;
    /** Forgets the step-up (the section's form stays as it was). */
    readonly reset: () => void;
  };
}

const CHALLENGE_STEPS = new Set<IdentityState['step']>(['challengePicker', 'challenge']);
/** Where the sign-in flow goes once evaluate auth passes (seed 000 §4.3 PASS starts post-auth). */
const PASSED_STEPS = new Set<IdentityState['step']>(['postAuth', 'signedIn']);

const selectStepUp = (state: IdentityState): { step: IdentityState['step']; evaluate: RequestState } => ({
  step: state.step,
  evaluate: state.requests.evaluateAuth,
});

/**
 * Re-authentication for a sensitive account edit (issue 20 §1 step-up), built on the sign-in flow's own MFA
 * machinery through its public hooks: `useSignIn().actions.evaluate(aal)` asks the service for the
 * challenges of the level (seed 000 §4.3 evaluate auth), the MFA screens answer them, and once evaluate auth
 * passes the step-up is `done`. Needs `<IdentityProvider>` (the sign-in store); the section hooks do not.
 */
export function useAccountStepUp(options: UseAccountStepUpOptions = {}): UseAccountStepUp {
  const { aal = CREDENTIAL_WRITE_AAL, onDone } = options;
  const { actions: signIn } = useSignIn();
  const { step, evaluate } = useIdentityStore(selectStepUp, shallowEqual);
  const [phase, setPhase] = useState<StepUpPhase>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  // The evaluate request this step-up sent has been seen in flight (an older answer is not ours).
  const seenInFlight = useRef(false);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  useEffect(() => {
    if (phase !== 'checking' && phase !== 'challenge') {
      return;
    }
    if (CHALLENGE_STEPS.has(step)) {
      seenInFlight.current = true;
      setPhase('challenge');
      return;
    }
    if (evaluate.status === 'IN_PROGRESS') {
      seenInFlight.current = true;
      return;
    }
    if (!seenInFlight.current || evaluate.status !== 'STOPPED') {
      return;
    }
    const error = errorOf(evaluate);
    if (error !== null || !PASSED_STEPS.has(step)) {
      // A refused evaluate, or the flow left the challenges for somewhere else (locked, blocked, ...).
      setFailure(error?.code ?? 'ACCESS_DENIED');
      setPhase('failed');
      return;
    }
    // Evaluate auth passed at the level (after the challenges, or at once when the session already was).
    setPhase('done');
    onDoneRef.current?.();
  }, [phase, step, evaluate]);
  const start = useCallback(() => {
    seenInFlight.current = false;
    setFailure(null);
    setPhase('checking');
    signIn.evaluate(aal);
  }, [signIn, aal]);
  const reset = useCallback(() => {
    seenInFlight.current = false;
    setPhase('idle');
  }, []);
  return {
    state: {
      phase,
      challengeStep:
        phase === 'challenge' && CHALLENGE_STEPS.has(step) ? (step as 'challengePicker' | 'challenge') : null,
      errorCode: phase === 'failed' ? failure : null,
    },
    actions: { start, reset },
  };
}
