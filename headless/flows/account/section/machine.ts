/**
 * One account-management section (issue 20: full name, phone, email, password, ...) as a pure transition.
 * Every section has the same life: load what it shows, edit, save, and for a contact the service must
 * verify, send a code to it and check the code. The section's own rules (which fields, which checks, what
 * needs verifying) come from its {@link SectionRules}; its calls come from its request table
 * (./requests.ts), so this machine knows no client method.
 *
 * Chosen where the spec is silent:
 * - A write the service refuses with INSUFFICIENT_AUTHENTICATION_LEVEL (or the ticket check before a
 *   sensitive write, see requests.ts `withStepUp`) is not a failure: `stepUp` turns on and nothing is
 *   written. The host re-authenticates the user (the MFA step-up of the sign-in flow), then calls
 *   `STEP_UP_DONE` and re-sends the same intent: the form stays as the user left it.
 * - A new phone or email is saved first (UNCONFIRMED, seed 000 §3.7 statuses), then verified by code: the
 *   code goes to the new address, and an abandoned verification can be finished later from the view.
 */
import type { IdentityErrorShape } from '../../../core';
import type { Outcome } from '../../outcome-data';
import {
  endFlowRequest,
  requestEffect,
  abortEffect,
  type FlowEffects,
  type FlowRequestState,
  type FlowTransition,
} from '../../standalone/flow-store';
import type { FlowOperationKey } from '../../request-slots';

/** What the section shows: its data (`view`), the edit form (`edit`), the code form (`code`). */
export type SectionStep = 'loading' | 'view' | 'edit' | 'code';

/** The operations of a section; each is one row of the section's request table. */
export type SectionOp = 'load' | 'save' | 'send' | 'verify';

/** The service refused a write until the user re-authenticates (seed 000 §6 AAL zones). */
export const STEP_UP_CODES: ReadonlySet<string> = new Set([
  'INSUFFICIENT_AUTHENTICATION_LEVEL',
  'REAUTHENTICATION_REQUIRED',
]);

/** A field-level problem: a rules reason (`required`, `invalid`, ...) or `mismatch` (confirmation). */
export type SectionFieldErrors = Readonly<Record<string, string>>;

/** The pure rules of one section. */
export interface SectionRules<D, I> {
  /** The request slot of the section's store (names the section in effects and tests). */
  readonly slot: FlowOperationKey;
  /** Analytics operation prefix, e.g. `account.phone` (codes only reach analytics). */
  readonly name: string;
  /** True when the section has something to load; else it starts on `view` with no data. */
  readonly loads: boolean;
  /** Field problems of an edit (empty: valid). */
  readonly validate: (input: I) => SectionFieldErrors;
  /**
   * The address a saved edit must verify by code (a new, unconfirmed phone or email), else null. Read from
   * the saved data: the machine keeps no copy of an intent (a password may be in it).
   */
  readonly verifyAfterSave: (saved: D, before: D | null) => string | null;
}

export interface SectionState<D> extends FlowRequestState<SectionOp> {
  readonly step: SectionStep;
  /** What the service returned (never secrets). */
  readonly data: D | null;
  /** The service asks the user to re-authenticate before this write. */
  readonly stepUp: boolean;
  readonly fieldErrors: SectionFieldErrors;
  /** Counts edit submits (the UI's announce key: a repeated failure is announced again). */
  readonly attempt: number;
  /** Counts finished edits (saved, or verified when a code was needed): the UI announces "Saved". */
  readonly saved: number;
  /** The address waiting for its code (phone number or email), else null. */
  readonly target: string | null;
  /** The confirmation the code answers (an id, not a secret). */
  readonly confirmationId: string | null;
}

/** A request a section's transition asks for (one row of its request table each). */
export type SectionCall<D, I> =
  | { readonly op: 'load' }
  | {
      readonly op: 'save';
      readonly input: I;
      /** What the section showed when the user saved (a write over a verified contact needs a step-up). */
      readonly current: D | null;
    }
  | { readonly op: 'send'; readonly target: string }
  | {
      readonly op: 'verify';
      readonly target: string;
      readonly confirmationId: string;
      /** The one-time code: only here, for the lifetime of the request. */
      readonly code: string;
    };

/** What happens to a section: the user's intents and the results of its requests. */
export type SectionEvent<D, I> =
  | { readonly type: 'LOAD_REQUESTED' }
  | { readonly type: 'LOAD_RESULT'; readonly outcome: Outcome<D> }
  | { readonly type: 'EDIT_STARTED' }
  | { readonly type: 'EDIT_CANCELLED' }
  | { readonly type: 'SAVE_REQUESTED'; readonly input: I }
  | { readonly type: 'SAVE_RESULT'; readonly outcome: Outcome<D> }
  | { readonly type: 'SEND_REQUESTED'; readonly target?: string }
  | { readonly type: 'SEND_RESULT'; readonly outcome: Outcome<{ readonly confirmationId: string }> }
  | { readonly type: 'CODE_SUBMITTED'; readonly code: string }
  | { readonly type: 'VERIFY_RESULT'; readonly outcome: Outcome<D> }
  | { readonly type: 'STEP_UP_DONE' };

/** The result event of each operation (the request table's third column, the same for every section). */
export const RESULT_EVENT = {
  load: 'LOAD_RESULT',
  save: 'SAVE_RESULT',
  send: 'SEND_RESULT',
  verify: 'VERIFY_RESULT',
} as const satisfies Record<SectionOp, SectionEvent<unknown, unknown>['type']>;

/** A section before anything happened: `loading` when it has data to load, else `view`. */
export function initialSectionState<D>(loads: boolean): SectionState<D> {
  return {
    step: loads ? 'loading' : 'view',
    data: null,
    pending: null,
    errorCode: null,
    stepUp: false,
    fieldErrors: {},
    attempt: 0,
    saved: 0,
    target: null,
    confirmationId: null,
  };
}

/** Codes are 6 digits (seed 001 §5); spaces and dashes from a paste are dropped. */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A section's transition: pure, one request in flight, stale results dropped. */
export function sectionTransition<D, I>(
  rules: SectionRules<D, I>,
): (state: SectionState<D>, event: SectionEvent<D, I>) => FlowTransition<SectionState<D>, SectionCall<D, I>> {
  return (state, event) => {
    const effects: FlowEffects<SectionCall<D, I>> = [];
    // A shallow copy is the whole draft: every field is replaced, never mutated in place (no immer needed,
    // so the sections' chunks stay small).
    const draft: Mutable<SectionState<D>> = { ...state };
    reduce(rules, state, draft, event, effects);
    return [Object.freeze(draft), effects];
  };
}

function start<D, I>(
  rules: SectionRules<D, I>,
  draft: Mutable<SectionState<D>>,
  call: SectionCall<D, I>,
  effects: FlowEffects<SectionCall<D, I>>,
): void {
  draft.pending = call.op;
  draft.errorCode = null;
  effects.push(requestEffect(rules.slot, call));
}

/** Ends the request in flight; a step-up answer is not an error (the UI asks to re-authenticate). */
function settle<D, I>(
  rules: SectionRules<D, I>,
  draft: Mutable<SectionState<D>>,
  op: SectionOp,
  error: IdentityErrorShape | null,
  effects: FlowEffects<SectionCall<D, I>>,
): void {
  const stepUp = error !== null && STEP_UP_CODES.has(error.code);
  endFlowRequest(draft, `${rules.name}.${op}`, stepUp ? null : error, effects);
  if (stepUp) {
    draft.stepUp = true;
  }
}

function reduce<D, I>(
  rules: SectionRules<D, I>,
  state: SectionState<D>,
  draft: Mutable<SectionState<D>>,
  event: SectionEvent<D, I>,
  effects: FlowEffects<SectionCall<D, I>>,
): void {
  switch (event.type) {
    case 'LOAD_REQUESTED':
      if (rules.loads && draft.pending === null) {
        start(rules, draft, { op: 'load' }, effects);
      }
      return;
    case 'LOAD_RESULT':
      if (draft.pending !== 'load') {
        return;
      }
      settle(rules, draft, 'load', event.outcome.ok ? null : event.outcome.error, effects);
      if (event.outcome.ok) {
        draft.data = event.outcome.data;
      }
      if (draft.step === 'loading') {
        draft.step = 'view';
      }
      return;
    case 'EDIT_STARTED':
      if (draft.pending === null || draft.pending === 'load') {
        if (draft.pending === 'load') {
          // Editing before the data arrived: the edit wins; the late load never lands.
          effects.push(abortEffect(rules.slot));
          draft.pending = null;
        }
        draft.step = 'edit';
        draft.errorCode = null;
        draft.fieldErrors = {};
        draft.stepUp = false;
      }
      return;
    case 'EDIT_CANCELLED':
      if (draft.step === 'edit' || draft.step === 'code') {
        if (draft.pending !== null) {
          effects.push(abortEffect(rules.slot));
          draft.pending = null;
        }
        draft.step = 'view';
        draft.errorCode = null;
        draft.fieldErrors = {};
        draft.stepUp = false;
        draft.target = null;
        draft.confirmationId = null;
      }
      return;
    case 'SAVE_REQUESTED': {
      if (draft.step !== 'edit' || draft.pending !== null || draft.stepUp) {
        return;
      }
      draft.attempt += 1;
      const errors = rules.validate(event.input);
      draft.fieldErrors = errors;
      if (Object.keys(errors).length > 0) {
        draft.errorCode = null;
        return;
      }
      start(rules, draft, { op: 'save', input: event.input, current: state.data }, effects);
      return;
    }
    case 'SAVE_RESULT':
      // The intent is not kept in state (a password would be in it): the result only says what happened.
      if (draft.pending !== 'save') {
        return;
      }
      settle(rules, draft, 'save', event.outcome.ok ? null : event.outcome.error, effects);
      if (event.outcome.ok) {
        const target = rules.verifyAfterSave(event.outcome.data, state.data);
        draft.data = event.outcome.data;
        if (target !== null) {
          draft.target = target;
          draft.step = 'code';
          start(rules, draft, { op: 'send', target }, effects);
        } else {
          draft.step = 'view';
          draft.saved += 1;
        }
      }
      return;
    case 'SEND_REQUESTED': {
      const target = event.target ?? draft.target;
      if (draft.pending !== null || target === null || draft.stepUp) {
        return;
      }
      draft.target = target;
      draft.step = 'code';
      draft.fieldErrors = {};
      start(rules, draft, { op: 'send', target }, effects);
      return;
    }
    case 'SEND_RESULT':
      if (draft.pending !== 'send') {
        return;
      }
      settle(rules, draft, 'send', event.outcome.ok ? null : event.outcome.error, effects);
      if (event.outcome.ok) {
        draft.confirmationId = event.outcome.data.confirmationId;
      }
      return;
    case 'CODE_SUBMITTED': {
      if (draft.step !== 'code' || draft.pending !== null || draft.target === null) {
        return;
      }
      draft.attempt += 1;
      const code = normaliseCode(event.code);
      if (!/^\d{6}$/.test(code)) {
        draft.fieldErrors = { code: code === '' ? 'required' : 'invalid' };
        draft.errorCode = null;
        return;
      }
      draft.fieldErrors = {};
      if (draft.confirmationId === null) {
        // The code was never sent (the send failed): send again instead of guessing.
        start(rules, draft, { op: 'send', target: draft.target }, effects);
        return;
      }
      start(
        rules,
        draft,
        { op: 'verify', target: draft.target, confirmationId: draft.confirmationId, code },
        effects,
      );
      return;
    }
    case 'VERIFY_RESULT':
      if (draft.pending !== 'verify') {
        return;
      }
      settle(rules, draft, 'verify', event.outcome.ok ? null : event.outcome.error, effects);
      if (event.outcome.ok) {
        draft.data = event.outcome.data;
        draft.step = 'view';
        draft.target = null;
        draft.confirmationId = null;
        draft.saved += 1;
      }
      return;
    case 'STEP_UP_DONE':
      draft.stepUp = false;
      return;
    default:
      event satisfies never;
  }
}
