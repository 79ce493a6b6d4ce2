import { start, type Effects } from '../shared';
import type { SliceDraft } from '../slice';

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
