/**
 * The recovery username step's events (submit, captcha execution, an opened recovery link): what a recovery
 * page runs before the first answer. The two-phase store (standalone/phased-flow.ts) runs them through
 * {@link recoveryUsernameTransition}, which needs neither immer nor the rest of the machine, so both stay in
 * the lazy chunk (late.ts, issue 6 size target). The machine runs the same reducer on its immer draft.
 */
import type { Draft } from 'immer';
import { clientSideError } from '../../core';
import { startFlowRequest, type FlowEffects, type FlowTransition } from '../standalone/flow-store';
import {
  isRecoveryLinkExpired,
  RECOVERY_SLOT,
  type RecoveryCall,
  type RecoveryEvent,
  type RecoveryState,
} from './state';

/** The events {@link reduceRecoveryUsername} handles; every other event needs the lazy chunk. */
export const RECOVERY_USERNAME_EVENTS: readonly RecoveryEvent['type'][] = [
  'IDENTIFIER_SUBMITTED',
  'CAPTCHA_EXECUTION_STARTED',
  'CAPTCHA_EXECUTION_FINISHED',
  'LINK_OPENED',
];

/** immer's castDraft without importing immer: a draft and a plain copy take the same assignments. */
const mutable = <T>(value: T): Draft<T> => value as Draft<T>;

/**
 * Applies a username-step event to `draft` (an immer draft, or the plain copy of
 * {@link recoveryUsernameTransition}). Returns false, changing nothing, for any other event.
 */
export function reduceRecoveryUsername(
  draft: Draft<RecoveryState>,
  event: RecoveryEvent,
  effects: FlowEffects<RecoveryCall>,
): boolean {
  switch (event.type) {
    case 'IDENTIFIER_SUBMITTED': {
      if (draft.pending !== null || draft.step !== 'username') {
        return true;
      }
      const identifier = event.identifier.trim();
      if (identifier === '') {
        draft.fieldErrors = { identifier: 'required' };
        return true;
      }
      draft.fieldErrors = {};
      const captchaToken = event.captchaToken ?? null;
      draft.captcha.tokenSupplied = captchaToken !== null && captchaToken !== '';
      startFlowRequest(
        draft,
        RECOVERY_SLOT,
        { op: 'begin', identifier, captchaToken, flow: draft.config.flow },
        effects,
      );
      return true;
    }
    case 'LINK_OPENED':
      if (isRecoveryLinkExpired(event.issuedAt, event.now)) {
        draft.step = 'linkExpired';
        draft.errorCode = clientSideError('CHALLENGE_TOKEN_EXPIRED').code;
      }
      return true;
    case 'CAPTCHA_EXECUTION_STARTED':
      draft.captcha.executing = true;
      return true;
    case 'CAPTCHA_EXECUTION_FINISHED':
      draft.captcha.executing = false;
      return true;
    default:
      return false;
  }
}

/**
 * The username-step events as a pure transition without immer: the reducer edits a copy of the levels it
 * may touch (the state and its captcha); an event that changes nothing returns the same state.
 */
export function recoveryUsernameTransition(
  state: RecoveryState,
  event: RecoveryEvent,
): FlowTransition<RecoveryState, RecoveryCall> {
  const effects: FlowEffects<RecoveryCall> = [];
  const copy = { ...state, captcha: { ...state.captcha } };
  reduceRecoveryUsername(mutable(copy), event, effects);
  const captcha = sameFields(state.captcha, copy.captcha) ? state.captcha : copy.captcha;
  const next = { ...copy, captcha };
  return [sameFields(state, next) ? state : next, effects];
}

/** True when `after` has the same keys with the same values as `before`. */
function sameFields<T extends object>(before: T, after: T): boolean {
  const keys = Object.keys(after) as (keyof T)[];
  return (
    keys.length === Object.keys(before).length && keys.every((key) => Object.is(after[key], before[key]))
  );
}
