/**
 * Entering a screen: the journey's `step` and the analytics view it has (seed 000 §2.2 "Analytics names the
 * views"). The routing module (routing.ts) is the one writer of `step`; this leaf holds the rule it applies
 * to a slice's "show" signal, so the first screen (loaded up front, without the router) applies the same
 * rule (issue 5 size target).
 */
import type { AnalyticsView } from '../core';
import { emit } from './request-slots';
import type { Effects } from './shared';
import type { FlowStep } from './state';

/** The analytics views of the steps that have one. */
const VIEWS: Partial<Record<FlowStep, AnalyticsView>> = {
  identifier: 'identifier',
  password: 'sign_in',
  verifySignedIn: 'verify_signed_in',
  locked: 'account_locked_out',
};

/** The analytics view of a step, or null for unnamed steps. */
export function viewOfStep(step: FlowStep): AnalyticsView | null {
  return VIEWS[step] ?? null;
}

/** Moves to `step` and reports its view (also when the step is already showing: a restart re-enters it). */
export function showStep(draft: { step: FlowStep }, step: FlowStep, effects: Effects): void {
  draft.step = step;
  const view = viewOfStep(step);
  if (view !== null) {
    effects.push(emit({ type: 'view', view }));
  }
}
