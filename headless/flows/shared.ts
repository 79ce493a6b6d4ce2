import type { Draft } from 'immer';
import { ENUMERATION_CODES, ENUMERATION_STATUS } from '../../catalogue/errors/enumeration';
import { STEP_UP_AAL } from '../../rules/constants';
import { clientSideError, failed, PENDING, type IdentityErrorShape } from '../core';
import { emit, request, type Effect, type OperationKey } from './request-slots';
import type { IdentityCall } from './calls';
import type { AuthOutcomeData } from './outcome-data';
import type { IdentityState } from './state';

/** Effects a reducer collects while it edits a draft. */
export type Effects = Effect<IdentityCall>[];

/** Codes the user-enumeration switch folds into one (QUALITY.md security 10), from the catalogue. */
const ENUMERATION_SET: ReadonlySet<string> = new Set(ENUMERATION_CODES);

/**
 * Writes of a new value by a user the service already knows (the password or username being set, e.g. the
 * password-collection challenge): INVALID_PASSWORD / INVALID_USERNAME there say the new value breaks a rule
 * and reveal no account, so strict mode keeps them ("sign-in failed" would be wrong and unhelpful).
 */
const NOT_FOLDED: ReadonlySet<OperationKey> = new Set<OperationKey>(['updateUser', 'resetPassword']);

/**
 * The error to store for a failed request: in `strict` user-enumeration mode a wrong user and a wrong
 * password become the same INVALID_CREDENTIALS (same text, focus, next step and analytics). The status is
 * folded too: the service answers an unknown user 404 and a malformed one 400, which a caller reading
 * `error.status` could otherwise tell apart.
 */
export function mapError(
  state: Draft<IdentityState>,
  error: IdentityErrorShape,
  key?: OperationKey,
): IdentityErrorShape {
  if (
    state.config.userEnumeration === 'strict' &&
    ENUMERATION_SET.has(error.code) &&
    (key === undefined || !NOT_FOLDED.has(key))
  ) {
    return {
      ...clientSideError('INVALID_CREDENTIALS', error),
      kind: error.kind,
      serverMessage: '',
      status: error.status === null ? null : ENUMERATION_STATUS,
    };
  }
  return error;
}

/** Marks a request failed and reports it (code only) to analytics. */
export function fail(
  draft: Draft<IdentityState>,
  key: OperationKey,
  error: IdentityErrorShape,
  effects: Effects,
): void {
  const mapped = mapError(draft, error, key);
  draft.requests[key] = failed(mapped);
  effects.push(emit({ type: 'request', operation: key, outcome: 'failure', responseCode: mapped.code }));
}

/**
 * Starts a request unless one is already pending in that slot (one request per user intent). Returns
 * false when nothing was started.
 */
export function start(
  draft: Draft<IdentityState>,
  key: OperationKey,
  call: IdentityCall,
  effects: Effects,
  mode: 'exclusive' | 'supersede' = 'exclusive',
): boolean {
  if (mode === 'exclusive' && draft.requests[key].status === 'IN_PROGRESS') {
    return false;
  }
  draft.requests[key] = PENDING;
  effects.push(request(key, call, mode));
  return true;
}

/** Evaluate auth at the given level (start, resubmit, next-challenge lookup or step-up). */
export function startEvaluate(
  draft: Draft<IdentityState>,
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
    draft.session.nextAction = 'INIT';
  }
  return started;
}

/**
 * "Insufficient authentication level forces step-up (SSO MFA)" (seed 000 §4.3): evaluate again at the
 * step-up level (25, seed 000 §9) so the server returns the challenges. A second INSUFFICIENT during a
 * step-up stays a failure, so the flow cannot loop.
 */
export function startStepUp(draft: Draft<IdentityState>, effects: Effects): boolean {
  if (draft.signIn.stepUp.required) {
    return false;
  }
  draft.signIn.stepUp = { required: true, targetAal: STEP_UP_AAL };
  return startEvaluate(draft, effects, STEP_UP_AAL, 'supersede');
}

/**
 * Moves to the screen an authentication outcome asks for (seed 000 §4.3 evaluate-auth phases).
 * CHALLENGE opens the challenge (or the picker when there is a choice), PASS starts post-auth, DENY blocks.
 */
export function routeOutcome(draft: Draft<IdentityState>, outcome: AuthOutcomeData, effects: Effects): void {
  if (outcome.riskLevel !== null) {
    effects.push(emit({ type: 'risk_level', riskLevel: outcome.riskLevel }));
  }
  switch (outcome.action) {
    case 'DENY':
      draft.step = 'highRiskBlock';
      return;
    case 'CHALLENGE': {
      draft.signIn.evaluatePhase = 'CHALLENGE';
      const types = outcome.challenges.map((challenge) => challenge.type);
      effects.push(emit({ type: 'challenge_types', available: types, completed: [...draft.mfa.completed] }));
      effects.push(emit({ type: 'view', view: 'pii_challenge' }));
      const only = types.length === 1 ? types[0] : undefined;
      if (only !== undefined) {
        draft.mfa.selected = only;
        draft.step = 'challenge';
      } else {
        draft.mfa.selected = null;
        draft.step = 'challengePicker';
      }
      return;
    }
    case 'PASS':
      draft.signIn.evaluatePhase = 'PASS';
      draft.step = 'postAuth';
      return;
    case 'INIT':
      startEvaluate(draft, effects, draft.signIn.stepUp.targetAal ?? draft.config.targetAal);
      return;
    default:
      outcome.action satisfies never;
  }
}

/** True when a CAPTCHA challenge is among the outcome's challenges. */
export function hasCaptchaChallenge(outcome: AuthOutcomeData): boolean {
  return outcome.challenges.some((challenge) => challenge.type === 'CAPTCHA');
}
