import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AnalyticsEvent, HostCommand } from '../core';
import { isSecretFree } from '../core/analytics';
import type { FlowClient } from '../flows/client-port';
import type { FlowConfig } from '../flows/config';
import type { IdentityStore } from '../flows/identity-store';
import {
  IdentityContext,
  type IdentityStoreSlot,
  type ProviderStoreOptions,
  type ProviderValue,
} from './provider-context';

/** Props of {@link IdentityProvider}. */
export interface IdentityProviderProps {
  /** The identity client (`createIdentityClient(...)`), or any object with the methods the flows call. */
  readonly client: FlowClient;
  /** Flow configuration; read once when the provider mounts. @default {} */
  readonly config?: Partial<FlowConfig>;
  /** @default 'en-US' */
  readonly locale?: string;
  /** Injected clock for cooldowns. @default Date.now */
  readonly now?: () => number;
  /** Analytics events (codes only, never secrets). */
  readonly onEvent?: (event: AnalyticsEvent) => void;
  /** Host commands such as a validated OAuth redirect. */
  readonly onHostCommand?: (command: HostCommand) => void;
  /**
   * Writes the cookies the flows set (the iux_webauthn_reg passkey-prompt counter: count, 730 days, path
   * /, Secure, SameSite=Lax). `false` writes none (the host keeps the count and passes
   * `config.webAuthnPromptsShown`). @default assigns `document.cookie` in a browser
   */
  readonly writeCookie?: ((cookie: string) => void) | false;
  readonly children?: ReactNode;
}

// useLayoutEffect warns during server rendering; effects do not run there anyway.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

interface Slot extends IdentityStoreSlot {
  emit(event: AnalyticsEvent): void;
  dispose(): void;
  isDisposed(): boolean;
}

interface Latest {
  readonly onEvent: ((event: AnalyticsEvent) => void) | undefined;
  readonly onHostCommand: ((command: HostCommand) => void) | undefined;
}

/**
 * One provider instance's store slot: the store is made at its first read (provider-context.ts), wired to
 * the provider's latest `onEvent` and `onHostCommand`, and disposed with the slot. `started` is the
 * provider's, not the slot's: a StrictMode remount makes a new slot but emits the first view only once.
 */
function createSlot(
  options: ProviderStoreOptions,
  latest: { readonly current: Latest },
  started: { current: boolean },
): Slot {
  let store: IdentityStore | null = null;
  let disposed = false;
  return {
    get(create) {
      if (store === null) {
        store = create(options);
        store.onEvent((event) => latest.current.onEvent?.(event));
        store.onHostCommand((command) => latest.current.onHostCommand?.(command));
        if (disposed) {
          store.dispose();
        }
      }
      return store;
    },
    start() {
      if (store !== null && !started.current && !store.isDisposed()) {
        started.current = true;
        store.start();
      }
    },
    emit(event) {
      if (store !== null) {
        store.emit(event);
      } else if (!disposed && isSecretFree(event)) {
        // The same check as the store's emit (defence in depth: nothing secret-bearing leaves).
        latest.current.onEvent?.(event);
      }
    },
    dispose() {
      disposed = true;
      store?.dispose();
    },
    isDisposed: () => disposed,
  };
}

/**
 * Holds one identity store per instance (no module singletons: two providers on a page never share state),
 * made when a hook first reads it: screens that run their own stores (SignUp, AccountRecovery) and field hooks
 * only read the locale, client and `emit`, and never load the sign-in store's code. Unmounting aborts
 * in-flight work, so a late response changes nothing.
 */
export function IdentityProvider({
  client,
  config,
  locale = 'en-US',
  now,
  onEvent,
  onHostCommand,
  writeCookie,
  children,
}: IdentityProviderProps): ReactNode {
  // The latest listeners, attached when the store is made: events emitted while children mount (their
  // effects run before the provider's) reach them too.
  const latest = useRef<Latest>({ onEvent, onHostCommand });
  useIsomorphicLayoutEffect(() => {
    latest.current = { onEvent, onHostCommand };
  });
  // StrictMode remounts keep refs: the first step's view is emitted once per provider, not per store.
  const startedRef = useRef(false);
  // `config`, `client`, `now` and `writeCookie` are read once per store (documented on `config`).
  const make = (): Slot => createSlot({ client, config, now, writeCookie }, latest, startedRef);
  const [slot, setSlot] = useState(make);
  useIsomorphicLayoutEffect(() => {
    // A store made after the first render's hooks mounted (a screen shown later) starts when its hook mounts.
    slot.start();
  }, [slot]);

  useEffect(() => {
    // React StrictMode unmounts and remounts once: a disposed slot (and its store) is replaced.
    if (slot.isDisposed()) {
      setSlot(make);
      return undefined;
    }
    return () => {
      slot.dispose();
    };
    // The slot is created once per mount; later prop changes do not recreate it (documented on `config`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slot]);

  const value = useMemo<ProviderValue>(
    () => ({ slot, locale, client, emit: (event) => slot.emit(event) }),
    // The client is read once per store, like `config`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [slot, locale],
  );
  return <IdentityContext.Provider value={value}>{children}</IdentityContext.Provider>;
}
