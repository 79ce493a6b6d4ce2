import { produce } from 'immer';
import { clientSideError, createStore, failed, type Store, type Transition } from '../core';
import type { IdentityCall } from './calls';
import type { FlowClient } from './client-port';
import { resolveFlowConfig, type FlowConfig } from './config';
import type { IdentityEvent } from './events';
import { isInvitationCall, performInvitationCall } from './invitation/effects';
import { transition as invitationTransition } from './invitation/machine';
import { performMfaCall, isMfaCall } from './mfa/effects';
import { transition as mfaTransition } from './mfa/machine';
import type { CredentialsLike } from './mfa/webauthn';
import { isPostAuthCall, performPostAuthCall } from './post-auth/effects';
import { transition as postAuthTransition } from './post-auth/machine';
import { isPartnerCall, performPartnerCall } from './partner/effects';
import { transition as partnerTransition } from './partner/machine';
import { performSignInCall, isSignInCall } from './sign-in/effects';
import { transition as signInTransition, viewOfStep } from './sign-in/machine';
import { initialIdentityState, type IdentityState } from './state';

/**
 * The root transition: sign-in (with the §4.3 session bookkeeping), then MFA, then post-auth, each seeing
 * the state the previous one produced. Pure.
 */
export function identityTransition(
  state: IdentityState,
  event: IdentityEvent,
): Transition<IdentityState, IdentityCall> {
  if (event.type === 'REQUEST_CRASHED') {
    return [
      produce(state, (draft) => {
        draft.requests[event.key] = failed(clientSideError('UNKNOWN_ERROR'));
      }),
      [],
    ];
  }
  const [afterSignIn, signInEffects] = signInTransition(state, event);
  const [afterMfa, mfaEffects] = mfaTransition(afterSignIn, event);
  const [afterPostAuth, postAuthEffects] = postAuthTransition(afterMfa, event);
  const [afterInvitation, invitationEffects] = invitationTransition(afterPostAuth, event);
  const [afterPartner, partnerEffects] = partnerTransition(afterInvitation, event);
  return [
    afterPartner,
    [...signInEffects, ...mfaEffects, ...postAuthEffects, ...invitationEffects, ...partnerEffects],
  ];
}

/** Runs one call through the client. */
export function performCall(
  client: FlowClient,
  call: IdentityCall,
  context: Parameters<typeof performSignInCall>[2],
  credentials?: CredentialsLike,
): Promise<IdentityEvent> {
  if (isSignInCall(call)) {
    return performSignInCall(client, call, context);
  }
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
  return Promise.reject(new Error('unknown call'));
}

export interface IdentityStoreOptions {
  /** The identity client (or any object with the methods the flows use). */
  readonly client: FlowClient;
  readonly config?: Partial<FlowConfig>;
  /** WebAuthn credentials container (tests inject a fake). @default navigator.credentials when available */
  readonly credentials?: CredentialsLike;
  /** Injected clock (ms). Machines never read the time themselves. @default Date.now */
  readonly now?: () => number;
  /**
   * Writes a cookie effect (the iux_webauthn_reg prompt counter). `<IdentityProvider>` passes one that
   * assigns `document.cookie`. @default none: cookie effects do nothing
   */
  readonly writeCookie?: (cookie: string) => void;
}

/** The store of one provider instance. */
export interface IdentityStore extends Store<IdentityState, IdentityEvent> {
  /** The injected clock, for actions that stamp events (`at`). */
  now(): number;
  /**
   * Emits the analytics view of the step the flow is on (`identifier`, `sign_in`, `verify_signed_in`),
   * once per store: transitions emit the views of the steps they enter, but nothing enters the first step.
   * `<IdentityProvider>` calls it on mount, after its `onEvent` listener is attached. Later calls do nothing.
   */
  start(): void;
}

/** Creates the store of one provider instance: state, effect runner, analytics stream. */
export function createIdentityStore(options: IdentityStoreOptions): IdentityStore {
  const config = resolveFlowConfig(options.config);
  const now = options.now ?? (() => Date.now());
  const store = createStore<IdentityState, IdentityEvent, IdentityCall>({
    initialState: () => initialIdentityState(config),
    transition: identityTransition,
    perform: (call, context) => performCall(options.client, call, context, options.credentials),
    onCrash: (key) => ({ type: 'REQUEST_CRASHED', key }),
    ...(options.writeCookie ? { writeCookie: options.writeCookie } : {}),
  });
  let started = false;
  return {
    ...store,
    now,
    start() {
      if (started || store.isDisposed()) {
        return;
      }
      started = true;
      const view = viewOfStep(store.getState().step);
      if (view !== null) {
        store.emit({ type: 'view', view });
      }
    },
  };
}
