/**
 * The whole root transition with every flow loaded up front: what `createIdentityStore` runs once its lazy
 * flows (late-flows.ts) have loaded. Kept for transition tables and hosts that drive the flows themselves;
 * the store does not import this module, so an app that only renders `<IdentityProvider>` does not bundle
 * the lazy flows eagerly through it.
 */
import type { AttemptContext } from '../core';
import type { Transition } from './request-slots';
import type { IdentityCall } from './calls';
import type { FlowClient } from './client-port';
import type { IdentityEvent } from './events';
import { LATE_FLOWS } from './late-flows';
import type { CredentialsLike } from './mfa/webauthn';
import { phasedTransition } from './phases';
import { performRow } from './request-table';
import { SIGN_IN_FIRST_REQUESTS } from './sign-in/late-effects';
import type { IdentityState } from './state';

/**
 * The root transition: sign-in (with the §4.3 session bookkeeping), then MFA, then post-auth, invitation
 * and partner, each seeing the state the previous one produced. Pure.
 */
export function identityTransition(
  state: IdentityState,
  event: IdentityEvent,
): Transition<IdentityState, IdentityCall> {
  return phasedTransition(LATE_FLOWS, state, event);
}

/** Runs one call through the client. */
export function performCall(
  client: FlowClient,
  call: IdentityCall,
  context: AttemptContext,
  credentials?: CredentialsLike,
): Promise<IdentityEvent> {
  const signIn = performRow(SIGN_IN_FIRST_REQUESTS, client, call, context);
  if (signIn !== null) {
    return signIn;
  }
  return LATE_FLOWS.perform(client, call, context, credentials) ?? Promise.reject(new Error('unknown call'));
}
