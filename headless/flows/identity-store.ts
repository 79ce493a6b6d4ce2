import { createStore, type AttemptContext, type Store } from '../core';
import type { IdentityCall } from './calls';
import type { FlowClient } from './client-port';
import { resolveFlowConfig, type FlowConfig } from './config';
import type { IdentityEvent } from './events';
import type { LateFlows } from './late-flows';
import type { CredentialsLike } from './mfa/webauthn';
import { FLOWS_LOAD_ERROR, needsLateFlows, phasedTransition, requestFlows } from './phases';
import { isSignInCall, performSignInCall } from './sign-in/effects';
import { viewOfStep } from './sign-in/machine';
import { initialIdentityState, type IdentityState } from './state';

/**
 * The lazy flows once any store of the page loaded them with the default loader: later stores (a second
 * provider, a remount) start with them. Code, not state: nothing of a session is kept here.
 */
let loadedFlows: LateFlows | null = null;

/** Loads the MFA, post-auth, invitation and partner flows (a separate chunk in the build). */
function loadLateFlows(): Promise<LateFlows> {
  return import('./late-flows').then((module) => {
    loadedFlows = module.LATE_FLOWS;
    return loadedFlows;
  });
}

/**
 * Loads the lazy flows ahead of need (e.g. when the page is idle, or in tests that step a store
 * synchronously through MFA): stores created with the default loader afterwards start with them.
 */
export function preloadIdentityFlows(): Promise<void> {
  return loadLateFlows().then(() => undefined);
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
  /**
   * Loads the MFA, post-auth, invitation and partner flows when the flow first needs them (tests inject a
   * pending or failing loader). @default a dynamic import of flows/late-flows.ts
   */
  readonly loadFlows?: () => Promise<LateFlows>;
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

/**
 * Creates the store of one provider instance: state, effect runner, analytics stream. The MFA, post-auth,
 * invitation and partner flows load on demand (phases.ts): the `loadFlows` request slot is IN_PROGRESS while
 * they load and fails with a retryable NETWORK_ERROR when the chunk cannot be fetched.
 */
export function createIdentityStore(options: IdentityStoreOptions): IdentityStore {
  const config = resolveFlowConfig(options.config);
  const now = options.now ?? (() => Date.now());
  const load = options.loadFlows ?? loadLateFlows;
  let late: LateFlows | null = options.loadFlows === undefined ? loadedFlows : null;
  // User events that needed the lazy flows before they loaded, in order (phases.ts needsLateFlows). They
  // may hold a one-time code or answers, like a request in flight: only in memory, until replayed or dropped.
  let keptBack: IdentityEvent[] = [];

  // Resolves once the lazy flows are installed: the first screen's answers wait for it (see perform).
  let install: (flows: LateFlows) => void = () => undefined;
  const installed = new Promise<LateFlows>((resolve) => {
    install = resolve;
  });
  if (late !== null) {
    install(late);
  }

  const transition = (state: IdentityState, event: IdentityEvent) => {
    if (event.type === 'FLOWS_LOAD_RESULT' && event.result.ok) {
      late = event.result.data.flows;
      install(late);
    }
    if (late === null && needsLateFlows(event)) {
      keptBack.push(event);
      return requestFlows(state);
    }
    return phasedTransition(late, state, event);
  };

  const loadFlows = ({ signal }: AttemptContext): Promise<IdentityEvent> => {
    // An aborted load (reset, restart, clear attempts, dispose) drops what it kept back; its result never
    // lands (the store drops the responses of aborted attempts).
    signal.addEventListener(
      'abort',
      () => {
        keptBack = [];
      },
      { once: true },
    );
    return load().then(
      (flows): IdentityEvent => {
        const replay = signal.aborted ? [] : keptBack;
        keptBack = [];
        return { type: 'FLOWS_LOAD_RESULT', result: { ok: true, data: { flows, replay } } };
      },
      // A failed load keeps the events: a retry that succeeds replays them (a second submit among them is
      // refused by its request slot like any double submit).
      (): IdentityEvent => ({ type: 'FLOWS_LOAD_RESULT', result: { ok: false, error: FLOWS_LOAD_ERROR } }),
    );
  };

  const perform = (call: IdentityCall, context: AttemptContext): Promise<IdentityEvent> => {
    if (call.op === 'loadFlows') {
      return loadFlows(context);
    }
    if (isSignInCall(call)) {
      // The request goes out at once; its answer lands once the lazy flows that read it are installed (the
      // load started with the request, phases.ts). Until then it is still in flight, so a reset, restart or
      // newer attempt drops it as usual; after a failed load it waits for the retry.
      const answer = performSignInCall(options.client, call, context);
      return answer.then((event) => (late !== null ? event : installed.then(() => event)));
    }
    // Only the lazy flows start their own calls, so they are loaded here.
    const pending = late?.perform(options.client, call, context, options.credentials) ?? null;
    return pending ?? Promise.reject(new Error('unknown call'));
  };

  const store = createStore<IdentityState, IdentityEvent, IdentityCall>({
    initialState: () => initialIdentityState(config),
    transition,
    perform,
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
