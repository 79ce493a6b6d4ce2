import { castDraft, produce, type Draft } from 'immer';
import {
  validateEmail,
  validateFirstName,
  validateLastName,
  validateUsPhone,
  type FieldReason,
} from '../../../rules';
import type { ContactInfoStatus, IdentityErrorShape, VuuDisplayElements } from '../../core';
import type { Outcome } from '../outcome-data';
import {
  vuuDisplayElements,
  vuuHasWork,
  type VuuConfig,
  type VuuUserFacts,
} from '../post-auth/verified-user-update';
import {
  endFlowRequest,
  startFlowRequest,
  type FlowEffects,
  type FlowTransition,
  type FlowRequestState,
} from '../standalone/flow-store';

/** Verified-user update screens (seed 000 §4.7): status check, then the form, then done or skipped. */
export type VuuStep = 'idle' | 'checking' | 'form' | 'done' | 'skipped';
export type VuuOp = 'status' | 'update' | 'skip';
export type VuuField = 'phone' | 'email' | 'firstName' | 'lastName';

/** The verified-user update store's request slot. */
const SLOT = 'verifiedUserUpdate';

/** Flow name sent with the contact-info calls. @default 'verified-user-update' */
export const VUU_FLOW = 'verified-user-update';

export interface VuuState extends FlowRequestState<VuuOp> {
  readonly step: VuuStep;
  readonly config: VuuConfig;
  readonly user: VuuUserFacts;
  /**
   * The host gave no user facts: the status check also reads the signed-in user (phones with status,
   * given and sur name), as post-auth does, since the §4.7 rules need both.
   */
  readonly readUser: boolean;
  readonly status: ContactInfoStatus | null;
  /** The §4.7 rules applied by post-auth's `vuuDisplayElements` (one implementation). */
  readonly display: VuuDisplayElements | null;
  readonly fieldErrors: Readonly<Partial<Record<VuuField, FieldReason>>>;
}

export interface VuuInput {
  readonly phone?: string;
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
}

export type VuuCall =
  | { readonly op: 'status'; readonly readUser: boolean }
  | { readonly op: 'update'; readonly input: VuuInput }
  | { readonly op: 'skip' };

export type VuuEvent =
  | { readonly type: 'STARTED' }
  | {
      readonly type: 'STATUS_RESULT';
      readonly outcome: Outcome<ContactInfoStatus>;
      /** The user read with the status (only when `readUser`); null when that read failed. */
      readonly user?: VuuUserFacts | null;
    }
  | { readonly type: 'SUBMITTED'; readonly input: VuuInput }
  | { readonly type: 'UPDATE_RESULT'; readonly outcome: Outcome<null> }
  | { readonly type: 'SKIPPED' }
  | { readonly type: 'SKIP_RESULT'; readonly outcome: Outcome<null> };

/** `user` null: read the facts from the service with the status check. */
export function initialVuuState(config: VuuConfig, user: VuuUserFacts | null): VuuState {
  return {
    step: 'idle',
    config,
    user: user ?? { phones: [], givenName: null, surName: null },
    readUser: user === null,
    status: null,
    display: null,
    pending: null,
    errorCode: null,
    fieldErrors: {},
  };
}

function settle(
  draft: Draft<VuuState>,
  op: VuuOp,
  error: IdentityErrorShape | null,
  effects: FlowEffects<VuuCall>,
): void {
  endFlowRequest(draft, `vuu.${op}`, error, effects);
}

/** Checks only the fields the §4.7 rules show. */
export function checkVuuInput(
  input: VuuInput,
  display: VuuDisplayElements,
): Partial<Record<VuuField, FieldReason>> {
  const errors: Partial<Record<VuuField, FieldReason>> = {};
  const put = (field: VuuField, result: { valid: true } | { valid: false; reason: FieldReason }): void => {
    if (!result.valid) {
      errors[field] = result.reason;
    }
  };
  if (display.phone) {
    put('phone', validateUsPhone(input.phone ?? ''));
  }
  if (display.email) {
    put('email', validateEmail(input.email ?? ''));
  }
  if (display.fullName) {
    put('firstName', validateFirstName(input.firstName ?? ''));
    put('lastName', validateLastName(input.lastName ?? ''));
  }
  return errors;
}

export function vuuTransition(state: VuuState, event: VuuEvent): FlowTransition<VuuState, VuuCall> {
  const effects: FlowEffects<VuuCall> = [];
  const next = produce(state, (draft) => {
    reduce(draft, event, effects);
  });
  return [next, effects];
}

function reduce(draft: Draft<VuuState>, event: VuuEvent, effects: FlowEffects<VuuCall>): void {
  switch (event.type) {
    case 'STARTED':
      if (draft.pending === null && draft.step === 'idle') {
        draft.step = 'checking';
        startFlowRequest(draft, SLOT, { op: 'status', readUser: draft.readUser }, effects);
      }
      return;
    case 'STATUS_RESULT': {
      if (draft.pending !== 'status') {
        return;
      }
      // A failed check does not block: the rules then run on configuration and user facts alone.
      settle(draft, 'status', event.outcome.ok ? null : event.outcome.error, effects);
      draft.status = event.outcome.ok ? { ...event.outcome.data } : null;
      if (event.user !== undefined && event.user !== null) {
        draft.user = castDraft(event.user);
      }
      const display = vuuDisplayElements(draft.status, draft.user, draft.config);
      draft.display = display;
      draft.step = vuuHasWork(display) ? 'form' : 'done';
      return;
    }
    case 'SUBMITTED': {
      if (draft.pending !== null || draft.step !== 'form' || draft.display === null) {
        return;
      }
      const errors = checkVuuInput(event.input, draft.display);
      draft.fieldErrors = errors;
      if (Object.keys(errors).length > 0) {
        return;
      }
      const shown = draft.display;
      const input: VuuInput = {
        ...(shown.phone ? { phone: event.input.phone?.trim() ?? '' } : {}),
        ...(shown.email ? { email: event.input.email?.trim() ?? '' } : {}),
        ...(shown.fullName
          ? { firstName: event.input.firstName?.trim() ?? '', lastName: event.input.lastName?.trim() ?? '' }
          : {}),
      };
      startFlowRequest(draft, SLOT, { op: 'update', input }, effects);
      return;
    }
    case 'UPDATE_RESULT':
      if (draft.pending !== 'update') {
        return;
      }
      settle(draft, 'update', event.outcome.ok ? null : event.outcome.error, effects);
      if (event.outcome.ok) {
        draft.step = 'done';
      }
      return;
    case 'SKIPPED':
      if (draft.pending === null && draft.step === 'form' && draft.display?.skipButton === true) {
        startFlowRequest(draft, SLOT, { op: 'skip' }, effects);
      }
      return;
    case 'SKIP_RESULT':
      if (draft.pending !== 'skip') {
        return;
      }
      settle(draft, 'skip', event.outcome.ok ? null : event.outcome.error, effects);
      if (event.outcome.ok) {
        draft.step = 'skipped';
      }
      return;
    default:
      event satisfies never;
  }
}
