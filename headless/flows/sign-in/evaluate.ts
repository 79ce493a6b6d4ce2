import { STEP_UP_AAL } from '../../../rules/constants';
import { start, type Effects } from '../shared';
import type { Signal, SliceDraft } from '../slice';

/**
 * Evaluate auth at the given level (start, resubmit, next-challenge lookup or step-up): the sign-in slice's
 * `evaluateAuth` slot. Immer-free: the first screen's SSO confirmation uses it too. Returns false when
 * nothing was started (one in progress, exclusive).
 */
export function startEvaluate(
  draft: SliceDraft<'signIn'>,
  effects: Effects,
  targetAal: number | null,
  mode: 'exclusive' | 'supersede' = 'exclusive',
): boolean {
  const started = start(
    draft,
    'evaluateAuth',
    { op: 'evaluateAuth', targetAal, policies: [...draft.config.policies] },
    effects,
    mode,
  );
  if (started) {
    draft.signIn.evaluatePhase = 'INIT';
  }
  return started;
}

/**
 * "Insufficient authentication level forces step-up (SSO MFA)" (seed 000 §4.3): evaluate again at the
 * step-up level (25, seed 000 §9) so the server returns the challenges (an `evaluate` signal: routing.ts
 * sends it, superseding any older evaluation). A second INSUFFICIENT during a step-up stays a failure, so the
 * flow cannot loop.
 */
export function startStepUp(draft: SliceDraft<'signIn'>, signals: Signal[]): void {
  if (draft.signIn.stepUp.required) {
    return;
  }
  draft.signIn.stepUp = { required: true, targetAal: STEP_UP_AAL };
  signals.push({ type: 'evaluate', targetAal: STEP_UP_AAL, supersede: true });
}
