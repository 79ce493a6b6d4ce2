import { type AttemptContext } from '../core';
import { createStore, type Store } from './request-slots';
import { chunkLoader } from './chunk-loader';
import type { IdentityCall } from './calls';
import type { FlowClient } from './client-port';
import { resolveFlowConfig, type FlowConfig } from './config';
import type { IdentityEvent } from './events';
import type { LateFlows } from './late-flows';
import type { CredentialsLike } from './mfa/webauthn';
import { IDENTITY_PHASES, requestCrashed } from './phases';
import { sendFirstScreen } from './sign-in/effects';
import { viewOfStep } from './show-step';
import { initialIdentityState, type IdentityState } from './state';
import { createPhaseRunner } from './two-phase';

/**
 * The MFA, post-auth, invitation and partner flows (a separate chunk in the build), loaded once per page
 * with the kit's one lazy-loading mechanism: later stores (a second provider, a remount) start with them.
 * Code, not state: nothing of a session is kept here.
 */
const lateFlows = chunkLoader<LateFlows>(() => import('./late-flows').then((module) => module.LATE_FLOWS));

/**
 * Loads the lazy flows ahead of need (e.g. when the page is idle, or in tests that step a store
 * synchronously through MFA): stores created with the default loader afterwards start with them.
 */
export function preloadIdentityFlows(): Promise<void> {
  return lateFlows.load().then(() => undefined);
}

export interface IdentityStoreOptions {
  /** The identity client (or any object with the methods the flows use). */
  readonly client: FlowClient;
  readonly config?: Partial<FlowConfig> | undefined;
  /** WebAuthn credentials container (tests inject a fake). @default navigator.credentials when available */
  readonly credentials?: CredentialsLike;
  /** Injected clock (ms). Machines never read the time themselves. @default Date.now */
  readonly now?: (() => number) | undefined;
  /**
   * Writes a cookie effect (the iux_webauthn_reg prompt counter). `<IdentityProvider>` passes one that
   * assigns `document.cookie`. @default none: cookie effects do nothing
   */
  readonly writeCookie?: ((cookie: string) => void) | undefined;
  /**
   * Reads how often the passkey prompt was shown (the iux_webauthn_reg cookie; `<IdentityProvider>` reads
   * `document.cookie` when the host gave no `config.webAuthnPromptsShown`). Called at most once, when the
   * lazy flows (which hold the post-auth decision) are installed, never at creation: a cookie read is a
   * blocking call into the browser that the first screen does not need (issue 5 start-up). The larger of it
   * and `config.webAuthnPromptsShown` counts. @default none: the config's count
   */
  readonly readPromptCount?: (() => number) | undefined;
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
  return storeFrom(options, initialIdentityState(resolveFlowConfig(options.config)));
}

/**
 * An identity store made at its first use, not when a screen first reads it (issue 19 start-up: the first
 * step only renders the fresh state, so none of the store's set-up, its effect runner or its lazy-flow loader
 * runs before the user acts). Until then it reads as the fresh store would: `getState()` is the initial state
 * of `config`, and the store, once made, starts from that same state. Any other method makes the store (its
 * options read then; `made` sees it first, so its listeners come before anyone else's) and goes to it.
 */
export function deferredIdentityStore(
  config: Partial<FlowConfig> | undefined,
  options: () => IdentityStoreOptions,
  made: (store: IdentityStore) => void,
): IdentityStore {
  const first = initialIdentityState(resolveFlowConfig(config));
  let store: IdentityStore | undefined;
  const real = (): IdentityStore => {
    if (store === undefined) {
      const created = storeFrom(options(), first);
      store = created;
      made(created);
      return created;
    }
    return store;
  };
  return {
    getState: () => (store === undefined ? first : store.getState()),
    subscribe: (listener) => real().subscribe(listener),
    dispatch: (event) => real().dispatch(event),
    onEvent: (listener) => real().onEvent(listener),
    emit: (event) => real().emit(event),
    onHostCommand: (listener) => real().onHostCommand(listener),
    isInFlight: (key) => real().isInFlight(key),
    reset: () => real().reset(),
    dispose: () => real().dispose(),
    isDisposed: () => real().isDisposed(),
    now: () => real().now(),
    start: () => real().start(),
  };
}

/** The store of `options`, starting from `first` (the initial state of its configuration). */
function storeFrom(options: IdentityStoreOptions, first: IdentityState): IdentityStore {
  const { config } = first;
  const now = options.now ?? (() => Date.now());
  const runner = createPhaseRunner({
    spec: IDENTITY_PHASES,
    load: options.loadFlows ?? lateFlows.load,
    // An injected loader decides by itself when (and whether) the flows arrive.
    cached: () => (options.loadFlows === undefined ? lateFlows.cached() : null),
  });

  // The prompt count joins the state once, before the first event the lazy flows see (they alone decide on
  // the post-auth prompt, seed 000 §9 cap of 3): the installing FLOWS_LOAD_RESULT, or any event once the
  // chunk is cached or installed.
  let readPromptCount = options.readPromptCount;
  const withPromptCount = (state: IdentityState, event: IdentityEvent): IdentityState => {
    if (readPromptCount === undefined) {
      return state;
    }
    const lateNext =
      event.type === 'FLOWS_LOAD_RESULT' ||
      runner.late() !== null ||
      (options.loadFlows === undefined && lateFlows.cached() !== null);
    if (!lateNext) {
      return state;
    }
    const shown = readPromptCount();
    readPromptCount = undefined;
    return shown > state.config.webAuthnPromptsShown
      ? { ...state, config: { ...state.config, webAuthnPromptsShown: shown } }
      : state;
  };

  const transition = (state: IdentityState, event: IdentityEvent) =>
    event.type === 'REQUEST_CRASHED'
      ? requestCrashed(state, event.key)
      : runner.transition(withPromptCount(state, event), event);

  const perform = (call: IdentityCall, context: AttemptContext): Promise<IdentityEvent> => {
    if (call.op === 'loadFlows') {
      return runner.load(context);
    }
    const sent = sendFirstScreen(options.client, call, context);
    if (sent !== null) {
      // The request goes out at once; its answer lands once the lazy flows that read it are installed (the
      // load started with the request, two-phase.ts). Until then it is still in flight, so a reset, restart
      // or newer attempt drops it as usual; after a failed load it waits for the retry.
      return runner.withLate(sent, (late, answer) => late.answer(answer));
    }
    // Only the lazy flows start their own calls, so they are loaded here.
    const pending = runner.late()?.perform(options.client, call, context, options.credentials) ?? null;
    return pending ?? Promise.reject(new Error('unknown call'));
  };

  // The store starts from `first`; a reset starts from a new initial state.
  let fresh: IdentityState | null = first;
  const store = createStore<IdentityState, IdentityEvent, IdentityCall>({
    initialState: () => fresh ?? initialIdentityState(config),
    transition,
    perform,
    onCrash: (key) => ({ type: 'REQUEST_CRASHED', key }),
    writeCookie: options.writeCookie,
  });
  fresh = null;
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
