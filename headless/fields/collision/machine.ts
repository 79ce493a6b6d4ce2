/**
 * User-id / email collision checker (seed 000 §4.8, §5; tokens of §8.2) as a pure transition. Requests run
 * through the core store (attempt id + AbortController on the `usernameAvailability` slot, superseding), and
 * every result also carries the value it was asked for: a late answer for an old value never lands.
 */
import { collisionMessage, type CollisionMessage } from '../../../catalogue';
import {
  ACCOUNT_BANNER_TIMEOUT_MS,
  isEmailMismatch,
  recordCollisionCheck,
  shouldCheckCollision,
  type CollisionCounts,
  type CollisionFlow,
} from '../../../rules';
import {
  failed,
  IDLE,
  PENDING,
  SUCCEEDED,
  type Effect,
  type RequestState,
  type Transition,
} from '../../core';
import type { IdentityErrorShape } from '../../core';

/** Which field: a user id (availability) or an email (account exists / better account). */
export type CollisionFieldKind = 'userId' | 'email';

/** How the server is asked: `availability` (compliant answer) or `publicInfo` (user-not-found = available). */
export type CollisionLookup = 'availability' | 'publicInfo';

/** What the account-exists banner does; the UI decides how (it never hides content a reader has not reached). */
export interface BannerBehaviour {
  /** The spec removes the banner after this long... */
  readonly autoDismissMs: number;
  /** ...unless it is hovered (the timer pauses while hovered)... */
  readonly pauseOnHover: true;
  /** ...and removes it when the field gets focus again. */
  readonly dismissOnRefocus: true;
}

export const ACCOUNT_EXISTS_BANNER: BannerBehaviour = {
  autoDismissMs: ACCOUNT_BANNER_TIMEOUT_MS,
  pauseOnHover: true,
  dismissOnRefocus: true,
};

/** A collision result, as data (codes and message keys; the catalogue words them). */
export type CollisionResult =
  | { readonly kind: 'available' }
  | { readonly kind: 'usernameTaken'; readonly message: CollisionMessage }
  | {
      readonly kind: 'accountExists';
      readonly message: CollisionMessage;
      readonly banner: BannerBehaviour;
      /** The field got focus again since the banner appeared (the spec removes it then). */
      readonly refocused: boolean;
    }
  | {
      readonly kind: 'betterAccountFound';
      readonly message: CollisionMessage;
      readonly params: { readonly maskedEmail: string };
    }
  | { readonly kind: 'emailMismatch'; readonly message: CollisionMessage }
  | { readonly kind: 'failed'; readonly code: string; readonly captchaRequired: boolean };

/** What a check call answered, already reduced by the effect. */
export type CheckAnswer =
  | { readonly ok: true; readonly found: 'available' | 'taken'; readonly maskedEmail?: string | undefined }
  | { readonly ok: false; readonly error: IdentityErrorShape };

export interface CollisionConfig {
  readonly kind: CollisionFieldKind;
  readonly flow: CollisionFlow;
  readonly lookup: CollisionLookup;
  /** Value never checked (the current email or pre-filled id). */
  readonly excludedValue?: string | null | undefined;
  /** Current email: the mismatch rule compares the typed value with it. */
  readonly currentEmail?: string | null | undefined;
  /** Minimal mode: `userid_accountcollision` instead of `username_taken`. */
  readonly minimal?: boolean | undefined;
  /** `found_an_account` instead of `already_user` for the email collision. */
  readonly emailVariant?: 'alreadyUser' | 'foundAccount' | undefined;
}

export interface CollisionState {
  readonly config: CollisionConfig;
  /** The value as typed (user ids and emails are identifiers, not secrets; analytics never reads this). */
  readonly value: string;
  readonly fieldValid: boolean;
  readonly counts: CollisionCounts;
  /** Request-state cycle of the current check (seed 000 §4.2). */
  readonly check: RequestState;
  /** The value the in-flight or last check was for. */
  readonly checkedValue: string | null;
  readonly result: CollisionResult | null;
  readonly focused: boolean;
}

export interface CheckCall {
  readonly kind: CollisionFieldKind;
  readonly lookup: CollisionLookup;
  readonly value: string;
}

export type CollisionEvent =
  | { readonly type: 'INPUT'; readonly value: string; readonly fieldValid: boolean }
  | { readonly type: 'FOCUS' }
  | { readonly type: 'BLUR'; readonly value: string; readonly fieldValid: boolean }
  | { readonly type: 'CHECK_RESULT'; readonly value: string; readonly answer: CheckAnswer }
  | { readonly type: 'CHOOSE_DIFFERENT_ID' }
  | { readonly type: 'DISMISS' }
  | { readonly type: 'CONFIGURE'; readonly config: CollisionConfig };

export function initialCollisionState(config: CollisionConfig, value = ''): CollisionState {
  return {
    config,
    value,
    fieldValid: false,
    counts: Object.create(null) as CollisionCounts,
    check: IDLE,
    checkedValue: null,
    result: null,
    focused: false,
  };
}

const SLOT = 'usernameAvailability';

function mapAnswer(config: CollisionConfig, answer: CheckAnswer): CollisionResult {
  if (!answer.ok) {
    return { kind: 'failed', code: answer.error.code, captchaRequired: answer.error.captchaRequired };
  }
  if (answer.found === 'available') {
    return { kind: 'available' };
  }
  if (config.flow === 'signIn') {
    // "Better account found" is a sign-in flow result only (seed 000 §4.8), with a masked email.
    if (typeof answer.maskedEmail === 'string' && answer.maskedEmail !== '') {
      return {
        kind: 'betterAccountFound',
        message: collisionMessage('betterAccount'),
        params: { maskedEmail: answer.maskedEmail },
      };
    }
    return { kind: 'available' };
  }
  if (config.kind === 'email') {
    return {
      kind: 'accountExists',
      message: collisionMessage('emailCollision', { variant: config.emailVariant ?? 'alreadyUser' }),
      banner: ACCOUNT_EXISTS_BANNER,
      refocused: false,
    };
  }
  return {
    kind: 'usernameTaken',
    message: collisionMessage('usernameTaken', { minimal: config.minimal === true }),
  };
}

function mismatchResult(config: CollisionConfig, value: string): CollisionResult | null {
  return config.kind === 'userId' && isEmailMismatch(value, config.currentEmail)
    ? { kind: 'emailMismatch', message: collisionMessage('emailMismatch') }
    : null;
}

export function collisionTransition(
  state: CollisionState,
  event: CollisionEvent,
): Transition<CollisionState, CheckCall> {
  switch (event.type) {
    case 'CONFIGURE':
      return [{ ...state, config: event.config }, []];
    case 'INPUT': {
      if (event.value === state.value && event.fieldValid === state.fieldValid) {
        return [state, []];
      }
      // A new value makes any answer about the old one irrelevant: abort it and clear the result.
      const inFlight = state.check.status === 'IN_PROGRESS';
      const effects: Effect<CheckCall>[] = inFlight ? [{ kind: 'abort', key: SLOT }] : [];
      return [
        {
          ...state,
          value: event.value,
          fieldValid: event.fieldValid,
          result: event.value.trim() === (state.checkedValue ?? '').trim() ? state.result : null,
          check: inFlight ? IDLE : state.check,
        },
        effects,
      ];
    }
    case 'FOCUS': {
      const result =
        state.result?.kind === 'accountExists' && !state.result.refocused
          ? { ...state.result, refocused: true }
          : state.result;
      return [{ ...state, focused: true, result }, []];
    }
    case 'BLUR': {
      const base: CollisionState = {
        ...state,
        focused: false,
        value: event.value,
        fieldValid: event.fieldValid,
      };
      const mismatch = event.fieldValid ? mismatchResult(state.config, event.value) : null;
      const ask = shouldCheckCollision({
        flow: state.config.flow,
        value: event.value,
        fieldValid: event.fieldValid,
        excludedValue: state.config.excludedValue,
        counts: state.counts,
      });
      if (!ask) {
        return [mismatch === null ? base : { ...base, result: mismatch }, []];
      }
      const value = event.value.trim();
      return [
        {
          ...base,
          counts: recordCollisionCheck(state.counts, value),
          check: PENDING,
          checkedValue: value,
          result: mismatch,
        },
        [
          {
            kind: 'request',
            key: SLOT,
            mode: 'supersede',
            call: { kind: state.config.kind, lookup: state.config.lookup, value },
          },
        ],
      ];
    }
    case 'CHECK_RESULT': {
      // Belt and braces with the attempt ids: an answer for a value that is no longer the field's is dropped.
      if (event.value !== state.checkedValue || event.value !== state.value.trim()) {
        return [state, []];
      }
      const result = mapAnswer(state.config, event.answer);
      const check = event.answer.ok ? SUCCEEDED : failed(event.answer.error);
      // The mismatch message stays when the server has nothing more important to say.
      const keep =
        result.kind === 'available' && state.result?.kind === 'emailMismatch' ? state.result : result;
      return [{ ...state, check, result: keep }, []];
    }
    case 'CHOOSE_DIFFERENT_ID':
      return [
        { ...state, value: '', fieldValid: false, result: null, check: IDLE, checkedValue: null },
        state.check.status === 'IN_PROGRESS' ? [{ kind: 'abort', key: SLOT }] : [],
      ];
    case 'DISMISS':
      return state.result === null ? [state, []] : [{ ...state, result: null }, []];
    default:
      return event satisfies never;
  }
}

/** The view a UI renders. */
export interface CollisionView {
  readonly value: string;
  readonly status: RequestState['status'];
  readonly isChecking: boolean;
  readonly result: CollisionResult | null;
  /** True when the last check said the value is free (only after a `compliant` answer or user-not-found). */
  readonly isAvailable: boolean;
  readonly captchaRequired: boolean;
  /** Checks made for the current value, and the flow's limit (5 create, 1 sign-in). */
  readonly checksForValue: number;
}

export function selectCollisionView(state: CollisionState): CollisionView {
  const key = state.value.trim();
  const done = Object.prototype.hasOwnProperty.call(state.counts, key) ? (state.counts[key] ?? 0) : 0;
  return {
    value: state.value,
    status: state.check.status,
    isChecking: state.check.status === 'IN_PROGRESS',
    result: state.result,
    isAvailable: state.result?.kind === 'available',
    captchaRequired: state.result?.kind === 'failed' && state.result.captchaRequired,
    checksForValue: done,
  };
}
