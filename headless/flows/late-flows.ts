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
import type { IdentityRequestTable } from './identity-requests';
import { INVITATION_REQUESTS } from './invitation/effects';
import { MFA_REQUESTS } from './mfa/effects';
import type { CredentialsLike } from './mfa/webauthn';
import { PARTNER_REQUESTS } from './partner/effects';
import { POST_AUTH_REQUESTS } from './post-auth/effects';
import { performRow } from './request-table';
import { firstScreenEvent, SIGN_IN_FIRST_REQUESTS, SIGN_IN_LATE_REQUESTS } from './sign-in/late-effects';
import { rootTransition } from './root-reducer';
import type { IdentityState } from './state';

/** The journey's root reducer (root-reducer.ts: the slices, then routing.ts). Pure. */
export function lateTransition(
  state: IdentityState,
  event: IdentityEvent,
): Transition<IdentityState, IdentityCall> {
  return rootTransition(state, event);
}

/**
 * The rows of the identity store's request table this chunk brings: the sign-in rows the first screen never
 * starts, MFA, post-auth, invitation and partner (the first screen's calls go out from sign-in/effects.ts).
 * With them, the table is complete (checked by type).
 */
export const LATE_REQUESTS = {
  ...SIGN_IN_LATE_REQUESTS,
  ...MFA_REQUESTS,
  ...POST_AUTH_REQUESTS,
  ...INVITATION_REQUESTS,
  ...PARTNER_REQUESTS,
};

/** The whole table, every operation once (a missing or misplaced row is a type error here). */
export const IDENTITY_REQUESTS = {
  ...SIGN_IN_FIRST_REQUESTS,
  ...LATE_REQUESTS,
} satisfies IdentityRequestTable;

/** Runs one call of these flows through the client; null for a call they do not own. */
export function performLateCall(
  client: FlowClient,
  call: IdentityCall,
  context: AttemptContext,
  credentials?: CredentialsLike,
): Promise<IdentityEvent> | null {
  return performRow(
    LATE_REQUESTS,
    client,
    call,
    credentials === undefined ? context : { ...context, credentials },
  );
}

/** What the lazy chunk hands the store. */
export interface LateFlows {
  readonly transition: typeof lateTransition;
  readonly perform: typeof performLateCall;
  /** Reads the answer to a request the first screen sent (the store sends those itself, up front). */
  readonly answer: typeof firstScreenEvent;
}

export const LATE_FLOWS: LateFlows = {
  transition: lateTransition,
  perform: performLateCall,
  answer: firstScreenEvent,
};
