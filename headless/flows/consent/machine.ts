import { produce, type Draft } from 'immer';
import type { IdentityErrorShape } from '../../core';
import type { Outcome } from '../outcome-data';
import {
  endFlowRequest,
  requestEffect,
  type FlowEffects,
  type FlowTransition,
  type FlowRequestState,
} from '../standalone/flow-store';

/** OAuth / OpenID prompt values (seed 001 §3 consent and authorization flow). */
export const CONSENT_PROMPTS = ['none', 'login', 'consent', 'select_account'] as const;
export type ConsentPrompt = (typeof CONSENT_PROMPTS)[number];

export function isConsentPrompt(value: unknown): value is ConsentPrompt {
  return typeof value === 'string' && (CONSENT_PROMPTS as readonly string[]).includes(value);
}

/**
 * Consent screens: `checking` (existing consent looked up), `consent` (terms and marketing), `reauthenticate`
 * (prompt=login: the UI signs the user in again, then calls `signedIn()`), `selectAccount`
 * (prompt=select_account), `granted`, `declined`, `failed` (prompt=none could not complete without UI).
 */
export type ConsentStep =
  'idle' | 'checking' | 'consent' | 'reauthenticate' | 'selectAccount' | 'granted' | 'declined' | 'failed';

export type ConsentOp = 'check' | 'grant' | 'decline';

/** The authorization request (seed 001 §3: responseType, clientId, redirectUrl, state, scope, nonce, prompt, maxAge, idTokenHint). */
export interface AuthorizationRequest {
  readonly clientId: string;
  readonly responseType?: string;
  readonly redirectUrl?: string;
  readonly state?: string;
  readonly scope?: string;
  readonly nonce?: string;
  readonly prompt?: ConsentPrompt;
  readonly maxAge?: number;
  readonly idTokenHint?: string;
}

/** A consent record the screen collects (marketing or terms). */
export interface ConsentItem {
  readonly consentType: string;
  readonly kind: 'terms' | 'marketing';
  readonly consentTermRef?: string;
  /** Terms must be accepted to continue; marketing is optional. */
  readonly required: boolean;
}

export interface ConsentConfig {
  readonly request: AuthorizationRequest | null;
  readonly items: readonly ConsentItem[];
}

export interface ConsentState extends FlowRequestState<ConsentOp> {
  readonly step: ConsentStep;
  readonly config: ConsentConfig;
  readonly prompt: ConsentPrompt | null;
  /** Consent types the user ticked. */
  readonly accepted: readonly string[];
  /** Required consent types not ticked on the last submit. */
  readonly missing: readonly string[];
  /** The OAuth error for prompt=none (login_required, consent_required, account_selection_required). */
  readonly oauthError: 'login_required' | 'consent_required' | 'account_selection_required' | null;
  readonly hasExistingConsent: boolean;
  readonly redirectUrl: string | null;
}

export type ConsentCall =
  | { readonly op: 'check'; readonly clientId: string }
  | {
      readonly op: 'grant';
      readonly request: AuthorizationRequest | null;
      readonly records: readonly { consentType: string; consentTermRef?: string }[];
    }
  | { readonly op: 'decline'; readonly request: AuthorizationRequest };

export type ConsentEvent =
  | { readonly type: 'STARTED' }
  | { readonly type: 'CHECK_RESULT'; readonly outcome: Outcome<{ granted: boolean }> }
  | { readonly type: 'TOGGLED'; readonly consentType: string; readonly value: boolean }
  | { readonly type: 'ACCEPTED' }
  | { readonly type: 'DECLINED' }
  | { readonly type: 'GRANT_RESULT'; readonly outcome: Outcome<{ redirectUrl: string | null }> }
  | { readonly type: 'DECLINE_RESULT'; readonly outcome: Outcome<null> }
  | { readonly type: 'SIGNED_IN' }
  | { readonly type: 'ACCOUNT_SELECTED' };

export function initialConsentState(config: ConsentConfig): ConsentState {
  return {
    step: 'idle',
    config,
    prompt: config.request?.prompt ?? null,
    pending: null,
    errorCode: null,
    accepted: [],
    missing: [],
    oauthError: null,
    hasExistingConsent: false,
    redirectUrl: null,
  };
}

/**
 * What a prompt asks for (OpenID Connect Core §3.1.2.1, the four values of seed 001 §3):
 * none: never show UI (fail with login_required / consent_required); login: sign in again first;
 * consent: always ask; select_account: pick the account first; absent: ask only when not granted yet.
 */
export function promptDecision(
  prompt: ConsentPrompt | null,
  facts: { readonly signedIn: boolean; readonly granted: boolean },
): ConsentStep | 'login_required' | 'consent_required' {
  switch (prompt) {
    case 'none':
      if (!facts.signedIn) {
        return 'login_required';
      }
      return facts.granted ? 'granted' : 'consent_required';
    case 'login':
      return 'reauthenticate';
    case 'select_account':
      return 'selectAccount';
    case 'consent':
      return 'consent';
    case null:
      return facts.granted ? 'granted' : 'consent';
    default:
      return prompt satisfies never;
  }
}

const NOT_SIGNED_IN = new Set([
  'INVALID_IAM_TICKET',
  'TICKET_EXPIRED',
  'INVALID_CREDENTIALS',
  'ACCESS_DENIED',
  'REAUTHENTICATION_REQUIRED',
]);

function settle(
  draft: Draft<ConsentState>,
  op: ConsentOp,
  error: IdentityErrorShape | null,
  effects: FlowEffects<ConsentCall>,
): void {
  endFlowRequest(draft, `consent.${op}`, error, effects);
}

function apply(draft: Draft<ConsentState>, decision: ReturnType<typeof promptDecision>): void {
  if (decision === 'login_required' || decision === 'consent_required') {
    draft.step = 'failed';
    draft.oauthError = decision;
    return;
  }
  draft.step = decision;
}

function grant(draft: Draft<ConsentState>, effects: FlowEffects<ConsentCall>): void {
  const records = draft.config.items
    .filter((item) => draft.accepted.includes(item.consentType))
    .map((item) => ({
      consentType: item.consentType,
      ...(item.consentTermRef !== undefined ? { consentTermRef: item.consentTermRef } : {}),
    }));
  draft.pending = 'grant';
  draft.errorCode = null;
  effects.push(
    requestEffect('consent', {
      op: 'grant',
      request: draft.config.request === null ? null : { ...draft.config.request },
      records,
    }),
  );
}

/** The consent machine: pure; one request in flight. */
export function consentTransition(
  state: ConsentState,
  event: ConsentEvent,
): FlowTransition<ConsentState, ConsentCall> {
  const effects: FlowEffects<ConsentCall> = [];
  const next = produce(state, (draft) => {
    reduce(draft, event, effects);
  });
  return [next, effects];
}

function reduce(draft: Draft<ConsentState>, event: ConsentEvent, effects: FlowEffects<ConsentCall>): void {
  switch (event.type) {
    case 'STARTED':
      if (draft.pending !== null || (draft.step !== 'idle' && draft.step !== 'failed')) {
        return;
      }
      if (draft.config.request === null) {
        // Marketing / terms consent only (sign-up, post-auth): no authorization request to check.
        draft.step = 'consent';
        return;
      }
      draft.step = 'checking';
      draft.pending = 'check';
      effects.push(requestEffect('consent', { op: 'check', clientId: draft.config.request.clientId }));
      return;
    case 'CHECK_RESULT':
      if (draft.pending !== 'check') {
        return;
      }
      if (!event.outcome.ok) {
        const signedOut = NOT_SIGNED_IN.has(event.outcome.error.code) || event.outcome.error.status === 401;
        settle(draft, 'check', signedOut ? null : event.outcome.error, effects);
        if (signedOut) {
          apply(draft, promptDecision(draft.prompt, { signedIn: false, granted: false }));
          if (draft.step !== 'failed') {
            draft.step = 'reauthenticate';
          }
        } else {
          draft.step = 'failed';
        }
        return;
      }
      settle(draft, 'check', null, effects);
      draft.hasExistingConsent = event.outcome.data.granted;
      apply(draft, promptDecision(draft.prompt, { signedIn: true, granted: event.outcome.data.granted }));
      return;
    case 'SIGNED_IN':
    case 'ACCOUNT_SELECTED':
      if (
        (event.type === 'SIGNED_IN' && draft.step === 'reauthenticate') ||
        (event.type === 'ACCOUNT_SELECTED' && draft.step === 'selectAccount')
      ) {
        // The prompt has been honoured; continue as if none was given (consent only when not granted).
        draft.prompt = null;
        draft.step = draft.hasExistingConsent ? 'granted' : 'consent';
        if (draft.step === 'granted') {
          grant(draft, effects);
        }
      }
      return;
    case 'TOGGLED':
      if (draft.step !== 'consent') {
        return;
      }
      draft.accepted = event.value
        ? [...new Set([...draft.accepted, event.consentType])]
        : draft.accepted.filter((type) => type !== event.consentType);
      draft.missing = draft.missing.filter((type) => type !== event.consentType || !event.value);
      return;
    case 'ACCEPTED': {
      if (draft.step !== 'consent' || draft.pending !== null) {
        return;
      }
      draft.missing = draft.config.items
        .filter((item) => item.required && !draft.accepted.includes(item.consentType))
        .map((item) => item.consentType);
      if (draft.missing.length > 0) {
        return;
      }
      grant(draft, effects);
      return;
    }
    case 'DECLINED':
      if (draft.step !== 'consent' || draft.pending !== null) {
        return;
      }
      if (draft.config.request === null) {
        draft.step = 'declined';
        return;
      }
      draft.pending = 'decline';
      effects.push(requestEffect('consent', { op: 'decline', request: { ...draft.config.request } }));
      return;
    case 'GRANT_RESULT':
      if (draft.pending !== 'grant') {
        return;
      }
      if (!event.outcome.ok) {
        settle(draft, 'grant', event.outcome.error, effects);
        return;
      }
      settle(draft, 'grant', null, effects);
      draft.redirectUrl = event.outcome.data.redirectUrl;
      draft.step = 'granted';
      return;
    case 'DECLINE_RESULT':
      if (draft.pending !== 'decline') {
        return;
      }
      settle(draft, 'decline', event.outcome.ok ? null : event.outcome.error, effects);
      if (event.outcome.ok) {
        draft.step = 'declined';
      }
      return;
    default:
      event satisfies never;
  }
}
