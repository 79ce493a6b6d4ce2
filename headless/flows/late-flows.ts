/**
 * What a sign-in page does not need before the first answer: the sign-in machine beyond the first screen
 * (answers, account choice, session bookkeeping, sign-out), MFA, post-auth, invitation and partner auth
 * (seed 000 §4.3-§4.6), and immer, which only these use. `createIdentityStore` imports this module with
 * `import()` when the first request starts or an event needs it (flows/phases.ts), so the first screen's
 * bundle stays small (issue 5 size target); the static `identityTransition` (identity-transition.ts)
 * composes the same parts for tests and hosts.
 */
import type { AttemptContext } from '../core';
import type { Transition } from './request-slots';
import type { IdentityCall } from './calls';
import type { FlowClient } from './client-port';
import type { IdentityEvent } from './events';
import { isInvitationCall, performInvitationCall } from './invitation/effects';
import { isMfaCall, performMfaCall } from './mfa/effects';
import type { CredentialsLike } from './mfa/webauthn';
import { isPartnerCall, performPartnerCall } from './partner/effects';
import { isPostAuthCall, performPostAuthCall } from './post-auth/effects';
import { rootTransition } from './root-reducer';
import type { IdentityState } from './state';

/** The journey's root reducer (root-reducer.ts: the slices, then routing.ts). Pure. */
export function lateTransition(
  state: IdentityState,
  event: IdentityEvent,
): Transition<IdentityState, IdentityCall> {
  return rootTransition(state, event);
}

/** Runs one call of these flows through the client; null for a call they do not own. */
export function performLateCall(
  client: FlowClient,
  call: IdentityCall,
  context: AttemptContext,
  credentials?: CredentialsLike,
): Promise<IdentityEvent> | null {
  if (isMfaCall(call)) {
    return credentials === undefined
      ? performMfaCall(client, call, context)
      : performMfaCall(client, call, context, credentials);
  }
  if (isPostAuthCall(call)) {
    return performPostAuthCall(client, call, context);
  }
  if (isInvitationCall(call)) {
    return performInvitationCall(client, call, context);
  }
  if (isPartnerCall(call)) {
    return performPartnerCall(client, call, context);
  }
  return null;
}

/** What the lazy chunk hands the store. */
export interface LateFlows {
  readonly transition: typeof lateTransition;
  readonly perform: typeof performLateCall;
}

export const LATE_FLOWS: LateFlows = { transition: lateTransition, perform: performLateCall };
