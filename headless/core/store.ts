import { isSecretFree, type AnalyticsEvent } from './analytics';
import type { AttemptContext, Effect, HostCommand, Transition } from './effects';

/** Options of {@link createStore}. */
export interface StoreOptions<S, E, C, K extends string = string> {
  /** Called at creation and on every `reset()`; must return a fresh state. */
  readonly initialState: () => S;
  /** Pure: no IO, no clock, no randomness. */
  readonly transition: (state: S, event: E) => Transition<S, C, K>;
  /**
   * Runs one request effect and resolves with the event that reports its result. It receives the attempt's
   * signal and must pass it on to the client. It should not reject; if it does, `onCrash` turns the
   * rejection into an event so the operation still ends STOPPED.
   */
  readonly perform: (call: C, context: AttemptContext) => Promise<E>;
  readonly onCrash: (key: K, call: C) => E;
  /** Writes a `cookie` effect (a `document.cookie` assignment). Without it cookie effects do nothing. */
  readonly writeCookie?: ((cookie: string) => void) | undefined;
}

/** A vanilla store: one per provider instance, never a module singleton. */
export interface Store<S, E, K extends string = string> {
  getState(): S;
  /** Subscribe to state changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Apply an event. After `dispose()` this does nothing. */
  dispatch(event: E): void;
  /** Subscribe to analytics events; returns the unsubscribe function. */
  onEvent(listener: (event: AnalyticsEvent) => void): () => void;
  /**
   * Emit an analytics event from outside a transition (field hooks, UI-level views) to the `onEvent`
   * listeners. The same run-time secret check as transition effects applies: an event with a forbidden key
   * never leaves. After `dispose()` this does nothing.
   */
  emit(event: AnalyticsEvent): void;
  /** Subscribe to host commands (redirects); returns the unsubscribe function. */
  onHostCommand(listener: (command: HostCommand) => void): () => void;
  /** True while the slot has an attempt in flight. */
  isInFlight(key: K): boolean;
  /** Abort all in-flight work and return to the initial state; late responses are dropped. */
  reset(): void;
  /** Abort all in-flight work, drop all listeners and ignore everything afterwards. */
  dispose(): void;
  /** True once `dispose()` ran. */
  isDisposed(): boolean;
}

interface Attempt {
  readonly id: number;
  readonly controller: AbortController;
}

/**
 * Creates a store around a pure transition. Requests run through `perform`; each attempt gets an id and an
 * AbortController, and its result event is dispatched only while it is still the latest attempt of its slot
 * (superseded, aborted, reset and disposed attempts never land: QUALITY.md reliability 6).
 */
export function createStore<S, E, C, K extends string = string>(
  options: StoreOptions<S, E, C, K>,
): Store<S, E, K> {
  let state = options.initialState();
  let disposed = false;
  let nextAttemptId = 1;
  const inFlight = new Map<K, Attempt>();
  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: AnalyticsEvent) => void>();
  const hostListeners = new Set<(command: HostCommand) => void>();

  const notify = (): void => {
    for (const listener of [...listeners]) {
      listener();
    }
  };

  const abort = (key: K): void => {
    const attempt = inFlight.get(key);
    if (attempt) {
      inFlight.delete(key);
      attempt.controller.abort();
    }
  };

  const abortAll = (): void => {
    for (const key of [...inFlight.keys()]) {
      abort(key);
    }
  };

  const startRequest = (key: K, call: C, mode: 'exclusive' | 'supersede'): void => {
    if (inFlight.has(key)) {
      if (mode === 'exclusive') {
        return;
      }
      abort(key);
    }
    const attempt: Attempt = { id: nextAttemptId++, controller: new AbortController() };
    inFlight.set(key, attempt);
    const land = (event: E): void => {
      // Only the slot's latest attempt may land; anything else was superseded, aborted, reset or disposed.
      if (disposed || inFlight.get(key) !== attempt) {
        return;
      }
      inFlight.delete(key);
      dispatch(event);
    };
    let pending: Promise<E>;
    try {
      pending = options.perform(call, { attemptId: attempt.id, signal: attempt.controller.signal });
    } catch {
      // A throw is a crash like a rejection: onCrash answers either way, and reads no reason.
      pending = Promise.reject();
    }
    pending.then(land, () => {
      land(options.onCrash(key, call));
    });
  };

  const emitEvent = (event: AnalyticsEvent): void => {
    // Defence in depth: an event that somehow carries a secret-bearing key never leaves.
    if (disposed || !isSecretFree(event)) {
      return;
    }
    for (const listener of [...eventListeners]) {
      listener(event);
    }
  };

  const run = (effects: readonly Effect<C, K>[]): void => {
    for (const effect of effects) {
      if (disposed) {
        return;
      }
      switch (effect.kind) {
        case 'request':
          startRequest(effect.key, effect.call, effect.mode ?? 'exclusive');
          break;
        case 'abort':
          abort(effect.key);
          break;
        case 'emit':
          emitEvent(effect.event);
          break;
        case 'host':
          for (const listener of [...hostListeners]) {
            listener(effect.command);
          }
          break;
        case 'cookie':
          options.writeCookie?.(effect.cookie);
          break;
        default:
          effect satisfies never;
      }
    }
  };

  function dispatch(event: E): void {
    if (disposed) {
      return;
    }
    const [next, effects] = options.transition(state, event);
    if (next !== state) {
      state = next;
      notify();
    }
    run(effects);
  }

  const addTo =
    <L>(set: Set<L>) =>
    (listener: L): (() => void) => {
      if (disposed) {
        return () => undefined;
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    };

  return {
    getState: () => state,
    subscribe: addTo(listeners),
    dispatch,
    onEvent: addTo(eventListeners),
    emit: emitEvent,
    onHostCommand: addTo(hostListeners),
    isInFlight: (key) => inFlight.has(key),
    isDisposed: () => disposed,
    reset() {
      if (disposed) {
        return;
      }
      abortAll();
      state = options.initialState();
      notify();
    },
    dispose() {
      if (disposed) {
        return;
      }
      abortAll();
      disposed = true;
      listeners.clear();
      eventListeners.clear();
      hostListeners.clear();
    },
  };
}
