import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Namespace, OfferingConfig } from '../../offerings';
import type { AnalyticsEvent, HostCommand } from '../core';
import { isSecretFree } from '../core/analytics';
import type { FlowClient } from '../flows/client-port';
import type { FlowConfig } from '../flows/config';
import type { IdentityStore } from '../flows/identity-store';
import { loadOffering, type ProviderOffering } from './offering';
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
  /**
   * Flow configuration; read once when the provider mounts. Its fields win over the offering's. @default {}
   */
  readonly config?: Partial<FlowConfig>;
  /**
   * BCP 47 locale of the screens. With an offering it is the requested locale, limited by the offering's
   * supported locales. @default the offering's locale, else 'en-US'
   */
  readonly locale?: string;
  /**
   * The embedding product's offering (seed 000 §3.6, seed 001 §3): the provider resolves its configuration
   * once (offerings' `resolveConfig`, loaded on demand) and renders `fallback` until then; every screen and
   * hook below reads it (`useOffering()`), and the flows start from it (`config` still overrides). Read once.
   */
  readonly offeringId?: string | undefined;
  /** Environment of the offering (prod, prd, e2e, qa, perf, ...). @default 'prd' */
  readonly offeringEnv?: string | undefined;
  /** Data-classification zone of the page (seed 000 §3.1); wins over the offering's targetZone. */
  readonly offeringZone?: 'ssz' | 'tax' | undefined;
  /** The screen's configuration namespace (seed 001 §2). @default 'sign-in' */
  readonly namespace?: Namespace | undefined;
  /** The server configuration response (seed 000 §3.2, `widgets_json`), when the app fetched it. */
  readonly serverConfig?: unknown;
  /** Address parameters (seed 000 §2.5). @default the page's `location.search` */
  readonly query?: string | URLSearchParams | null | undefined;
  /**
   * An offering configuration resolved already (on the server, or with `resolveConfig`): used as is, the
   * resolver is not called (the adapter chunk still loads, once per page). Wins over `offeringId`; the
   * `locale` prop wins over its locale.
   */
  readonly offering?: OfferingConfig | undefined;
  /** Shown while the offering resolves. @default null */
  readonly fallback?: ReactNode;
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

/** The fields of `config` that hold a value (an `undefined` field does not clear the offering's). */
function definedOnly(config: Partial<FlowConfig> | undefined): Partial<FlowConfig> {
  return Object.fromEntries(Object.entries(config ?? {}).filter(([, value]) => value !== undefined));
}

/**
 * The provider: resolves the offering first when one is named (issue 17 §1), then holds the store. A
 * configuration that cannot be resolved (no offering id, an invalid entry) throws its `OfferingConfigError`
 * while rendering, for the app's error boundary: it is a setup bug, not a user error.
 */
export function IdentityProvider(props: IdentityProviderProps): ReactNode {
  // Without an offering, none of the offering's resolution runs (issue 19 start-up JS).
  return props.offering !== undefined || props.offeringId !== undefined ? (
    <OfferingProvider {...props} />
  ) : (
    <StoreProvider {...props} offering={null} />
  );
}

/** The provider of a named offering: `fallback` until the offering resolves, then the store. */
function OfferingProvider(props: IdentityProviderProps): ReactNode {
  const [resolved, setResolved] = useState<ProviderOffering | { readonly error: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    // Read once, like `config`: later prop changes do not resolve again.
    loadOffering(props).then(
      (value) => live && setResolved(value),
      (error: unknown) => live && setResolved({ error }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (resolved === null) {
    return props.fallback ?? null;
  }
  if ('error' in resolved) {
    throw resolved.error;
  }
  return <StoreProvider {...props} offering={resolved} locale={resolved.locale} />;
}

/**
 * Holds one identity store per instance (no module singletons: two providers on a page never share state),
 * made when a hook first reads it: screens that run their own stores (SignUp, AccountRecovery) and field hooks
 * only read the locale, client and `emit`, and never load the sign-in store's code. Unmounting aborts
 * in-flight work, so a late response changes nothing.
 */
function StoreProvider({
  client,
  config: explicitConfig,
  locale: explicitLocale,
  offering,
  now,
  onEvent,
  onHostCommand,
  writeCookie,
  children,
}: Omit<IdentityProviderProps, 'offering'> & { readonly offering: ProviderOffering | null }): ReactNode {
  const locale = explicitLocale ?? 'en-US';
  // Explicit configuration wins over the offering's where it sets a value (read once, with the store).
  const [config] = useState(() =>
    offering === null ? explicitConfig : { ...offering.flow, ...definedOnly(explicitConfig) },
  );
  // The latest listeners, attached when the store is made: events emitted while children mount (their
  // effects run before the provider's) reach the first render's listeners. Passive effects only, no layout
  // effect: a layout effect anywhere makes React run its whole layout commit pass at start-up (issue 19).
  const latest = useRef<Latest>({ onEvent, onHostCommand });
  useEffect(() => {
    latest.current = { onEvent, onHostCommand };
  });
  // StrictMode remounts keep refs: the first step's view is emitted once per provider, not per store.
  const startedRef = useRef(false);
  // `config`, `client`, `now` and `writeCookie` are read once per store (documented on `config`).
  const make = (): Slot => createSlot({ client, config, now, writeCookie }, latest, startedRef);
  const [slot, setSlot] = useState(make);

  useEffect(() => {
    // React StrictMode unmounts and remounts once: a disposed slot (and its store) is replaced.
    if (slot.isDisposed()) {
      setSlot(make);
      return undefined;
    }
    // A store made during the first render starts here if no hook has started it (useOptionalIdentityContext
    // starts one made later, when its hook mounts).
    slot.start();
    return () => {
      slot.dispose();
    };
    // The slot is created once per mount; later prop changes do not recreate it (documented on `config`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slot]);

  const value = useMemo<ProviderValue>(
    () => ({ slot, locale, client, offering, emit: (event) => slot.emit(event) }),
    // The client is read once per store, like `config`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [slot, locale],
  );
  return <IdentityContext.Provider value={value}>{children}</IdentityContext.Provider>;
}
